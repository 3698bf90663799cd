import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SecuritySection } from './SecuritySection';

configure({ asyncUtilTimeout: 5000 });

/** The signed-in devices card asks for its list on its own: no other session here (SignedInDevicesCard.spec.tsx covers it). */
const mockApi = (handler: Parameters<typeof mockFetch>[0]) =>
  mockFetch((call) => (call.url.endsWith('/auth/sessions') ? jsonResponse(200, { status: true, message: 'OK', data: [] }) : handler(call)));

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('SecuritySection: change the login e-mail', () => {
  it('asks for the new address and the current password, sends both, and shows the server’s field message', async () => {
    const all = mockApi((call) =>
      call.url.endsWith('/auth/2fa')
        ? jsonResponse(200, { status: true, message: 'OK', data: { enabled: false, required: false, recoveryCodesLeft: 0 } })
        : jsonResponse(400, { status: false, message: 'Die Eingaben sind ungültig.', code: 'VALIDATION_FAILED', errors: { currentPassword: ['Das aktuelle Passwort ist falsch.'] } }),
    );
    // the second factor's card asks for its status on its own: only the PATCH counts here
    const patches = () => all.filter((c) => c.method === 'PATCH');
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    const dialog = screen.getByTestId('change-email-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Feld Aktuelles Passwort ist erforderlich.')).toBeTruthy();
    expect(patches()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Neue E-Mail-Adresse/), { target: { value: 'neu@bau.de' } });
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'falsch-falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({ method: 'PATCH', url: 'http://api.test/api/v1/accounts/me' });
    expect(JSON.parse(patches()[0]!.body ?? '{}')).toEqual({ email: 'neu@bau.de', currentPassword: 'falsch-falsch' });
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
  });
});

describe('SecuritySection: second factor', () => {
  it('enrols after the password: QR code and key from the API, the first code, then the recovery codes once with a confirmation', async () => {
    let enabled = false;
    const all = mockApi((call) => {
      if (call.url.endsWith('/auth/2fa'))
        return jsonResponse(200, { status: true, message: 'OK', data: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } });
      if (call.url.endsWith('/auth/2fa/setup'))
        return jsonResponse(200, {
          status: true,
          message: 'OK',
          data: { otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', manualKey: 'JBSW Y3DP EHPK 3PXP' },
        });
      enabled = true;
      return jsonResponse(200, { status: true, message: 'OK', data: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] } });
    });
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    expect(await screen.findByText('Ausgeschaltet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Einrichten' }));
    const dialog = await screen.findByTestId('two-factor-confirm');
    expect(within(dialog).queryByLabelText(/^6-stelliger Code/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByText('Das Feld Aktuelles Passwort ist erforderlich.')).toBeTruthy();
    expect(all.filter((c) => c.url.endsWith('/auth/2fa/setup'))).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'Mein!Passwort1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByTestId('totp-manual-key')).toHaveProperty('textContent', 'JBSW Y3DP EHPK 3PXP');
    expect(JSON.parse(all.find((c) => c.url.endsWith('/auth/2fa/setup'))!.body ?? '{}')).toEqual({ currentPassword: 'Mein!Passwort1' });
    expect(screen.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.change(screen.getByLabelText(/^6-stelliger Code/), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeTruthy();
    expect(JSON.parse(all.find((c) => c.url.endsWith('/auth/2fa/enable'))!.body ?? '{}')).toEqual({ code: '123456' });
    const done = screen.getByRole('button', { name: 'Fertig' });
    expect(done).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Ich habe die Codes sicher aufbewahrt.'));
    fireEvent.click(done);
    expect(await screen.findByText('Eingeschaltet · noch 10 Wiederherstellungscodes')).toBeTruthy();
    expect(screen.queryByText('aaaaa-bbbbb')).toBeNull();
  });

  it('moves a working factor to a new app with the password and a current code, and shows a refused code at the code field', async () => {
    const all = mockApi((call) => {
      if (call.url.endsWith('/auth/2fa')) return jsonResponse(200, { status: true, message: 'OK', data: { enabled: true, required: false, recoveryCodesLeft: 7 } });
      if (call.url.endsWith('/auth/2fa/setup') && JSON.parse(call.body ?? '{}').code === '000000')
        return jsonResponse(400, { status: false, message: 'Der Code ist falsch.', code: 'TOTP_INVALID_CODE' });
      return jsonResponse(200, { status: true, message: 'OK', data: { otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', manualKey: 'NEWK EY23 4567' } });
    });
    renderWithApp(<SecuritySection email="client@fachwerk.test" />, { role: 'client', path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Auf neue App umziehen' }));
    const dialog = await screen.findByTestId('two-factor-confirm');
    fireEvent.change(within(dialog).getByLabelText(/^Aktuelles Passwort/), { target: { value: 'Mein!Passwort1' } });
    fireEvent.change(within(dialog).getByLabelText(/^6-stelliger Code/), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await within(dialog).findByText('Der Code ist falsch.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^6-stelliger Code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByTestId('totp-manual-key')).toHaveProperty('textContent', 'NEWK EY23 4567');
    expect(all.filter((c) => c.url.endsWith('/auth/2fa/setup')).map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { currentPassword: 'Mein!Passwort1', code: '000000' },
      { currentPassword: 'Mein!Passwort1', code: '123456' },
    ]);
  });
});
