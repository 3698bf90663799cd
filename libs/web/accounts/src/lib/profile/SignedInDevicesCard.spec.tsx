import type { ActiveSession } from '@fachwerk/shared/contracts';
import { initI18n, switchLanguage } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SecuritySection } from './SecuritySection';

configure({ asyncUtilTimeout: 5000 });

const FIREFOX = '(X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = '(iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15';

const session = (id: string, device: string | null, current = false): ActiveSession => ({
  _id: id,
  device,
  signedInAt: '2026-11-28T08:00:00.000Z',
  lastActiveAt: '2026-11-28T09:30:00.000Z',
  current,
});

/**
 * A fake API of the signed-in devices: the list answers the live sessions; ending needs the password
 * `Mein!Passwort1` (else the server's 400 naming currentPassword) and removes the sessions it ends.
 */
function fakeApi(initial: ActiveSession[]) {
  let live = initial;
  const refused = jsonResponse(400, {
    status: false,
    message: 'Die Eingaben sind ungültig.',
    code: 'VALIDATION_FAILED',
    errors: { currentPassword: ['Das aktuelle Passwort ist falsch.'] },
  });
  const calls = mockFetch((call: FetchCall) => {
    const path = new URL(call.url).pathname.replace(/^\/api\/v1/, '');
    if (path === '/auth/2fa') return jsonResponse(200, { status: true, message: 'OK', data: { enabled: false, required: false, recoveryCodesLeft: 0 } });
    if (path === '/auth/sessions') return jsonResponse(200, { status: true, message: 'OK', data: live });
    const password = (JSON.parse(call.body ?? '{}') as { currentPassword?: string }).currentPassword;
    if (password !== 'Mein!Passwort1') return refused;
    if (path === '/auth/sessions/end-others') {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return jsonResponse(200, { status: true, message: 'Alle anderen Geräte wurden abgemeldet.', data: { ended } });
    }
    const id = /^\/auth\/sessions\/([^/]+)\/end$/.exec(path)?.[1];
    live = live.filter((s) => s._id !== id);
    return jsonResponse(200, { status: true, message: 'Das Gerät wurde abgemeldet.', data: { ended: 1 } });
  });
  return {
    posts: () => calls.filter((c) => c.method === 'POST').map((c) => ({ path: new URL(c.url).pathname, body: JSON.parse(c.body ?? '{}') as unknown })),
    listLoads: () => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/auth/sessions')).length,
  };
}

const devices = () => screen.getAllByTestId('signed-in-device');

beforeAll(() => {
  initI18n('de');
});

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

afterEach(async () => {
  await act(() => switchLanguage('de'));
});

describe('SignedInDevicesCard', () => {
  it('lists the live sessions in the security section, this one marked "Dieses Gerät" and without a sign-out button', async () => {
    fakeApi([session('s1', FIREFOX, true), session('s2', IPHONE), session('s3', null)]);
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    const card = await screen.findByTestId('signed-in-devices');
    expect(within(card).getByRole('heading', { name: 'Angemeldete Geräte' })).toBeTruthy();
    await waitFor(() => expect(devices()).toHaveLength(3));
    const [mine, phone, unknown] = devices() as [HTMLElement, HTMLElement, HTMLElement];
    expect(mine.textContent).toContain(FIREFOX);
    expect(within(mine).getByText('Dieses Gerät')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(phone).queryByText('Dieses Gerät')).toBeNull();
    expect(within(phone).getByRole('button', { name: `Abmelden: ${IPHONE}` }).textContent).toBe('Abmelden');
    expect(phone.textContent).toContain('Angemeldet am 28.11.2026');
    expect(within(unknown).getByText('Unbekanntes Gerät')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Alle anderen abmelden' })).toBeTruthy();
  });

  it('signs one other device out after the password: empty and wrong passwords are refused in the dialog, then the list reloads without it', async () => {
    const api = fakeApi([session('s1', FIREFOX, true), session('s2', IPHONE)]);
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: `Abmelden: ${IPHONE}` }));
    const dialog = screen.getByTestId('end-sessions-dialog');
    expect(dialog.textContent).toContain(`Das Gerät „${IPHONE}“ wird sofort abgemeldet.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(await within(dialog).findByText('Das Feld Aktuelles Passwort ist erforderlich.')).toBeTruthy();
    expect(api.posts()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'falsch-falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
    expect(devices()).toHaveLength(2);

    const loadsBefore = api.listLoads();
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'Mein!Passwort1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.queryByTestId('end-sessions-dialog')).toBeNull());
    await waitFor(() => expect(devices()).toHaveLength(1));
    expect(api.listLoads()).toBeGreaterThan(loadsBefore);
    expect(api.posts()).toEqual([
      { path: '/api/v1/auth/sessions/s2/end', body: { currentPassword: 'falsch-falsch' } },
      { path: '/api/v1/auth/sessions/s2/end', body: { currentPassword: 'Mein!Passwort1' } },
    ]);
    expect(devices()[0]!.getAttribute('data-current')).toBe('true');
    expect(screen.getByText('Ihr Konto ist nur auf diesem Gerät angemeldet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alle anderen abmelden' })).toBeNull();
  });

  it('signs all other devices out after the password, keeping this one', async () => {
    const api = fakeApi([session('s1', FIREFOX, true), session('s2', IPHONE), session('s3', null)]);
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Alle anderen abmelden' }));
    const dialog = screen.getByTestId('end-sessions-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Alle anderen Geräte abmelden' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'Mein!Passwort1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle anderen abmelden' }));
    await waitFor(() => expect(devices()).toHaveLength(1));
    expect(api.posts()).toEqual([{ path: '/api/v1/auth/sessions/end-others', body: { currentPassword: 'Mein!Passwort1' } }]);
    expect(devices()[0]!.textContent).toContain(FIREFOX);
  });

  it('speaks English', async () => {
    fakeApi([session('s1', FIREFOX, true), session('s2', IPHONE)]);
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    await act(() => switchLanguage('en'));
    expect(await screen.findByText('This device')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Sign out: ${IPHONE}` }).textContent).toBe('Sign out');
    expect(screen.getByRole('button', { name: 'Sign out all others' })).toBeTruthy();
  });
});
