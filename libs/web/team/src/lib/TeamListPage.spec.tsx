import type { CommonContent, WorkerListResponse, WorkerResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TeamListPage } from './TeamListPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The list with the address bar beside it; `path` is what a reload or a shared link opens. */
const renderTeam = (path = '/worker', pageSize?: number) =>
  renderWithApp(
    <>
      <TeamListPage pageSize={pageSize} />
      <Location />
    </>,
    { role: 'supplier', path },
  );
const location = () => screen.getByTestId('location').textContent;
const lastList = (calls: FetchCall[]) => {
  const url = new URL(calls.filter((c) => new URL(c.url).pathname.endsWith('/workers')).at(-1)!.url);
  return Object.fromEntries(url.searchParams.entries());
};

configure({ asyncUtilTimeout: 5000 });

const content: CommonContent = {
  cmsList: [],
  languageList: [],
  serviceList: [{ _id: 'svc-1', name: 'Elektroinstallation' }],
  shiftList: [],
  skills: [],
};

const worker = (fullName: string, overrides: Partial<WorkerResponse> = {}): WorkerResponse => ({
  _id: `w-${fullName.split(' ')[0]!.toLowerCase()}`,
  supplierId: 'id-supplier',
  fullName,
  dialCode: '+49',
  jobType: 'fullTime',
  proficiency: 'fresher',
  termAndCondition: 0,
  isAddFavorite: 0,
  serviceType: ['svc-1'],
  languageSpoken: [],
  availability: 'free',
  assigned: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** API fake: a team of workers with the server's filter, counts and paging. */
function fakeTeam(initial: WorkerResponse[], answerDelete?: () => Promise<Response>) {
  let team = [...initial];
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url);
    if (url.pathname.endsWith('/content'))
      return jsonResponse(200, { status: true, message: 'ok', data: content });
    const availability = /\/workers\/([^/]+)\/availability$/.exec(url.pathname);
    if (availability && call.method === 'PATCH') {
      const to = (JSON.parse(call.body ?? '{}') as { availability: 'free' | 'busy' }).availability;
      team = team.map((w) => (w._id === availability[1] ? { ...w, availability: to } : w));
      return jsonResponse(200, {
        status: true,
        message: 'Der Mitarbeiter ist jetzt als beschäftigt markiert.',
        data: team.find((w) => w._id === availability[1]),
      });
    }
    const one = /\/workers\/([^/]+)$/.exec(url.pathname);
    if (one && call.method === 'DELETE') {
      if (answerDelete) return answerDelete();
      team = team.filter((w) => w._id !== one[1]);
      return jsonResponse(200, { status: true, message: 'Der Mitarbeiter wurde entfernt.' });
    }
    if (url.pathname.endsWith('/workers')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matching = team.filter((w) => w.fullName.toLowerCase().includes(q));
      const wanted = url.searchParams.get('availability');
      const filtered = wanted ? matching.filter((w) => w.availability === wanted) : matching;
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const data: WorkerListResponse = {
        items: filtered.slice((page - 1) * limit, page * limit),
        total: filtered.length,
        page,
        limit,
        counts: {
          free: matching.filter((w) => w.availability === 'free').length,
          busy: matching.filter((w) => w.availability === 'busy').length,
        },
      };
      return jsonResponse(200, { status: true, message: 'ok', data });
    }
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
  return calls;
}

const rows = () => screen.queryAllByTestId('worker-row').map((row) => row.getAttribute('data-worker'));

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('TeamListPage', () => {
  it('shows an empty state with a call to action when the team is empty', async () => {
    fakeTeam([]);
    renderWithApp(<TeamListPage />, { role: 'supplier', path: '/worker' });
    const empty = await screen.findByTestId('team-empty');
    expect(empty.textContent).toContain('Sie haben noch keine Mitarbeiter angelegt.');
    expect(within(empty).getByRole('link', { name: 'Mitarbeiter hinzufügen' }).getAttribute('href')).toBe(
      '/add-worker',
    );
  });

  it('lists workers with trade, one availability status and filter counts; filters and searches', async () => {
    const calls = fakeTeam([
      worker('Anna Schmidt'),
      worker('Bernd Schulz', { availability: 'busy', assigned: true }),
      worker('Carla Weber'),
    ]);
    renderWithApp(<TeamListPage />, { role: 'supplier', path: '/worker' });
    await waitFor(() => expect(rows()).toEqual(['Anna Schmidt', 'Bernd Schulz', 'Carla Weber']));
    // the filter is a tab list (the kit's Tabs) whose selected tab labels the list's panel
    const tablist = screen.getByRole('tablist', { name: 'Verfügbarkeit' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Alle (3)',
      'Verfügbar (2)',
      'Beschäftigt (1)',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Alle (3)');
    expect(within(screen.getByRole('tabpanel', { name: 'Alle (3)' })).getByTestId('team-table')).toBeTruthy();
    const bernd = screen.getAllByTestId('worker-row')[1]!;
    // booked on running work: one status, "Im Einsatz", never beside "Verfügbar"; no manual switch
    expect(within(bernd).getAllByTestId('worker-availability').map((b) => b.textContent)).toEqual(['Im Einsatz']);
    expect(bernd.textContent).not.toContain('Verfügbar');
    expect(within(bernd).queryByRole('button', { name: /verfügbar markieren|beschäftigt markieren/ })).toBeNull();
    expect(bernd.textContent).toContain('Elektroinstallation');

    fireEvent.click(screen.getByRole('tab', { name: 'Beschäftigt (1)' }));
    await waitFor(() => expect(rows()).toEqual(['Bernd Schulz']));
    expect(calls.some((c) => c.url.includes('availability=busy'))).toBe(true);

    // keyboard: Home selects the first tab
    const busyTab = screen.getByRole('tab', { name: 'Beschäftigt (1)' });
    act(() => busyTab.focus());
    fireEvent.keyDown(busyTab, { key: 'Home' });
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Alle (3)'));
    expect(document.activeElement?.textContent).toBe('Alle (3)');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }), {
      target: { value: 'weber' },
    });
    await waitFor(() => expect(rows()).toEqual(['Carla Weber']));
  });

  it('pages through a larger team', async () => {
    fakeTeam([worker('Anna Schmidt'), worker('Bernd Schulz'), worker('Carla Weber')]);
    renderWithApp(<TeamListPage pageSize={2} />, { role: 'supplier', path: '/worker' });
    await waitFor(() => expect(rows()).toEqual(['Anna Schmidt', 'Bernd Schulz']));
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(rows()).toEqual(['Carla Weber']));
  });

  it('marks a worker busy after confirming', async () => {
    const calls = fakeTeam([worker('Anna Schmidt')]);
    renderWithApp(<TeamListPage />, { role: 'supplier', path: '/worker' });
    fireEvent.click(await screen.findByRole('button', { name: 'Als beschäftigt markieren' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Anna Schmidt wird als beschäftigt markiert');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.getByTestId('worker-availability').textContent).toBe('Beschäftigt'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain('/workers/w-anna/availability');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ availability: 'busy' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a worker through the delete confirmation; cancel leaves it', async () => {
    const calls = fakeTeam([worker('Anna Schmidt'), worker('Bernd Schulz')]);
    renderWithApp(<TeamListPage />, { role: 'supplier', path: '/worker' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bernd Schulz entfernen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Bernd Schulz entfernen' }));
    expect(screen.getByRole('dialog').textContent).toContain('Bernd Schulz wirklich entfernen?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(rows()).toEqual(['Anna Schmidt']));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/workers/w-bernd');
  });

  it('keeps search, availability tab and page in the URL', async () => {
    const calls = fakeTeam([worker('Anna Schmidt'), worker('Bernd Schulz'), worker('Berta Busch', { availability: 'busy' }), worker('Carla Weber')]);
    renderTeam('/worker', 1);
    await waitFor(() => expect(rows()).toEqual(['Anna Schmidt']));
    fireEvent.click(screen.getByRole('tab', { name: 'Verfügbar (3)' }));
    await waitFor(() => expect(location()).toBe('/worker?availability=free'));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(location()).toBe('/worker?availability=free&page=2'));
    await waitFor(() => expect(rows()).toEqual(['Bernd Schulz']));
    // a new search starts again at page 1
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }), { target: { value: 'Be' } });
    await waitFor(() => expect(location()).toBe('/worker?availability=free&q=Be'));
    await waitFor(() => expect(rows()).toEqual(['Bernd Schulz']));
    expect(lastList(calls)).toMatchObject({ q: 'Be', availability: 'free', page: '1' });
  });

  it('restores search, availability tab and page from the URL on reload', async () => {
    const calls = fakeTeam([worker('Anna Schmidt'), worker('Bernd Schulz'), worker('Berta Busch', { availability: 'busy' }), worker('Bruno Braun'), worker('Carla Weber')]);
    renderTeam('/worker?q=b&availability=free&page=2', 1);
    await waitFor(() => expect(rows()).toEqual(['Bruno Braun']));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Verfügbar (3)');
    expect((screen.getByRole('searchbox', { name: 'Name oder E-Mail suchen' }) as HTMLInputElement).value).toBe('b');
    expect(screen.getByText('Seite 2 von 3')).toBeTruthy();
    // the first request already asks for the restored list
    const first = new URL(calls.find((c) => new URL(c.url).pathname.endsWith('/workers'))!.url);
    expect(Object.fromEntries(first.searchParams.entries())).toMatchObject({ q: 'b', availability: 'free', page: '2' });
  });

  it('is busy while a worker is deleted and shows the API’s refusal in the dialog', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = fakeTeam(
      [worker('Anna Schmidt')],
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const effects = recordApiEffects();
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Anna Schmidt entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anna Schmidt wirklich entfernen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Löschen' }).getAttribute('aria-busy')).toBe('true'));
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(409, { status: false, code: 'WORKER_BOOKED', message: 'Der Mitarbeiter ist in laufender Arbeit eingesetzt.' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Der Mitarbeiter ist in laufender Arbeit eingesetzt.');
    expect(alert.getAttribute('data-code')).toBe('WORKER_BOOKED');
    expect(effects.successes).toEqual([]);
    expect(rows()).toEqual(['Anna Schmidt']);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says the API’s message as toast once a worker is marked busy', async () => {
    fakeTeam([worker('Anna Schmidt')]);
    const effects = recordApiEffects();
    renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: 'Als beschäftigt markieren' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(effects.successes).toEqual(['Der Mitarbeiter ist jetzt als beschäftigt markiert.']);
  });
});
