import { APP_ROUTES, NOT_APPROVED_MESSAGE_DE, SIDE_MENU, STORAGE_KEYS, type UserType } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import {
  createAppStore,
  initI18n,
  switchLanguage,
  loggedIn,
  selectIsLoggedIn,
  type AppStore,
} from '@fachwerk/web/data-access';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  testUser,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from './App';
import { AppRoutes, SHELL_PAGES } from './AppRoutes';
import { SideMenu } from './layouts/DashboardLayout';

let store: AppStore;
let effects: RecordedEffects;

beforeAll(() => {
  initI18n('de');
});

beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
  store = createAppStore();
});

const logIn = (role: UserType) =>
  store.dispatch(
    loggedIn({
      accessToken: `token-${role}`,
      refreshToken: 'r',
      userData: testUser(role, { profilePercentage: 55 }),
    }),
  );

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, ui = <AppRoutes />) {
  mockFetch((call) =>
    call.url.endsWith('/content')
      ? jsonResponse(200, {
          status: true,
          message: 'ok',
          data: { cmsList: [], languageList: [], serviceList: [], shiftList: [], skills: [] },
        })
      : jsonResponse(200, { status: true, message: 'ok', data: { count: 2 } }),
  );
  return mountAt(path, ui);
}

/** Renders `ui` (the app's routes) in the app's providers at `path`, with the current fetch answers. */
function mountAt(path: string, ui = <AppRoutes />) {
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;

/** Answers /auth/me with `user` (the account's state asked afresh) and every other call with a count. */
const answerMe = (user: ReturnType<typeof testUser>) =>
  mockFetch((call) =>
    jsonResponse(200, { status: true, message: 'ok', data: call.url.endsWith('/auth/me') ? user : { count: 2 } }),
  );

describe('router and guards', () => {
  const consoleError = console.error;
  beforeEach(() => {
    console.error = () => undefined; // remote load failures are logged by the boundary
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('a guest opening /dashboard lands on /get-started', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Fachwerk' })).toBeTruthy();
    expect(location()).toBe('/get-started');
  });

  it('an unknown path shows the not-found page', async () => {
    renderAt('/gibt-es-nicht');
    expect((await screen.findByTestId('not-found')).textContent).toContain('/gibt-es-nicht');
  });

  it('a logged-in user opening /client-register lands on /dashboard', async () => {
    logIn('admin');
    renderAt('/client-register');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('a client opening /worker lands on /dashboard; a remote that cannot load shows the retry error', async () => {
    logIn('client');
    renderAt('/worker');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const error = await screen.findByTestId('remote-error');
    expect(within(error).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('login of a not-approved account: error toast, session kept, /profile after 1000 ms (§8)', async () => {
    renderAt('/login/supplier');
    const session = {
      accessToken: 'token-pending',
      refreshToken: 'r',
      expiresIn: 900,
      userData: testUser('supplier', { approvalStatus: 'pending' }),
    };
    const calls = mockFetch((call) =>
      call.url.endsWith('/auth/login')
        ? jsonResponse(200, {
            status: true,
            message: NOT_APPROVED_MESSAGE_DE,
            code: 'ACCOUNT_NOT_APPROVED',
            data: session,
          })
        : jsonResponse(200, { status: true, message: 'ok', data: { count: 0 } }),
    );
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), {
      target: { value: 'pending@fachwerk.test' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.submit(screen.getByTestId('login-form'));
    await waitFor(() => expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]));
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/auth/login'))?.body ?? '{}')).toMatchObject({
      email: 'pending@fachwerk.test',
      userType: 'supplier',
    });
    // after the toast's 1,000 ms (useStartSession.spec times it) the session is kept and the account
    // goes to /profile (no dashboard whose calls would be refused), one toast
    await waitFor(() => expect(location()).toBe('/profile'), { timeout: 3000 });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-pending');
    expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
  });

  it('login with a second factor: the password answers TOTP_REQUIRED, the code step opens the session', async () => {
    renderAt('/login/client');
    const session = {
      accessToken: 'token-2fa',
      refreshToken: 'r',
      expiresIn: 900,
      userData: testUser('client'),
    };
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/auth/login'))
        return jsonResponse(200, {
          status: true,
          message: 'Code',
          code: 'TOTP_REQUIRED',
          data: { challenge: 'ch-1', kind: 'code', expiresIn: 300 },
        });
      if (call.url.endsWith('/auth/login/2fa'))
        return jsonResponse(200, { status: true, message: 'ok', data: session });
      return jsonResponse(200, { status: true, message: 'ok', data: { count: 0 } });
    });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), {
      target: { value: 'client@fachwerk.test' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.submit(screen.getByTestId('login-form'));
    const form = await screen.findByTestId('second-factor-form', {}, { timeout: 5000 });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    fireEvent.click(within(form).getByTestId('toggle-recovery'));
    fireEvent.change(within(form).getByLabelText(/^Wiederherstellungscode/), {
      target: { value: 'abcde-fghij' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/auth/login/2fa'))?.body ?? '{}')).toEqual({
      challenge: 'ch-1',
      recoveryCode: 'abcde-fghij',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-2fa');
  });

  it('an account not approved yet opening a form of its role lands on /profile (its state asked afresh)', async () => {
    const pending = testUser('client', { approvalStatus: 'pending' });
    store.dispatch(loggedIn({ accessToken: 'token-pending', refreshToken: 'r', userData: pending }));
    answerMe(pending);
    mountAt('/jobs-post');
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('a stored session from before the approval is refreshed: the approved account stays on its page', async () => {
    store.dispatch(
      loggedIn({
        accessToken: 'token-now-approved',
        refreshToken: 'r',
        userData: testUser('client', { approvalStatus: 'pending' }),
      }),
    );
    const calls = answerMe(testUser('client', { approvalStatus: 'approved' }));
    mountAt('/jobs-post');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/auth/me'))).toBe(true));
    await waitFor(() => expect(store.getState().session.userData?.approvalStatus).toBe('approved'));
    expect(location()).toBe('/jobs-post');
  });

  it('public pages render their lazy page chunk inside the public layout', async () => {
    renderAt('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeTruthy();
    expect(screen.queryByTestId('page-placeholder')).toBeNull();
  });
});

describe('side menu', () => {
  it.each(['client', 'supplier', 'admin'] as const)('shows exactly the %s menu of §2', (role) => {
    logIn(role);
    renderAt('/dashboard', <SideMenu />);
    const labels = within(screen.getByTestId('side-menu'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(SIDE_MENU[role].map((item) => translate('de', `menu.${item.key}`)));
    expect(screen.queryByTestId('profile-ring') !== null).toBe(role !== 'admin');
    expect(screen.queryByTestId('delete-account-button') !== null).toBe(role !== 'admin');
    expect(screen.getByTestId('logout-button')).toBeTruthy();
  });
});

describe('logout and delete account', () => {
  // the dialogs are a lazy chunk: they appear once it has loaded
  async function openAndConfirm(button: string, currentPassword?: string) {
    fireEvent.click(screen.getByTestId(button));
    const dialog = await screen.findByTestId('confirm-dialog');
    if (currentPassword !== undefined)
      fireEvent.change(within(dialog).getByLabelText('Aktuelles Passwort'), {
        target: { value: currentPassword },
      });
    expect(within(dialog).getByRole('button', { name: 'Nein' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    return dialog;
  }

  it('logout with status true: success toast, session cleared, to /', async () => {
    logIn('client');
    renderAt('/dashboard', <SideMenu />);
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'Erfolgreich abgemeldet' }));
    await openAndConfirm('logout-button');
    await waitFor(() => expect(effects.navigations).toEqual(['/']));
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://api.test/api/v1/auth/logout' });
    expect(effects.successes).toEqual(['Erfolgreich abgemeldet']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('delete with status false: error toast, session kept, busy state ends', async () => {
    logIn('supplier');
    renderAt('/dashboard', <SideMenu />);
    const calls = mockFetch(() =>
      jsonResponse(200, { status: false, message: 'Konto kann nicht gelöscht werden' }),
    );
    const dialog = await openAndConfirm('delete-account-button', 'Fachwerk!2026');
    await waitFor(() => expect(effects.errors).toEqual(['Konto kann nicht gelöscht werden']));
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'http://api.test/api/v1/accounts/me' });
    expect(JSON.parse(calls[0]!.body ?? '{}')).toEqual({ currentPassword: 'Fachwerk!2026' });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(effects.navigations).toEqual([]);
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Ja' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('delete asks for the current password: none → no request; a wrong one → the server’s message at the field', async () => {
    logIn('client');
    renderAt('/dashboard', <SideMenu />);
    const calls = mockFetch(() =>
      jsonResponse(400, {
        status: false,
        message: 'Die Eingaben sind ungültig.',
        code: 'VALIDATION_FAILED',
        errors: { currentPassword: ['Das aktuelle Passwort ist falsch.'] },
      }),
    );
    const dialog = await openAndConfirm('delete-account-button');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Das Feld Aktuelles Passwort ist erforderlich.',
    );
    expect(calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Das aktuelle Passwort ist falsch.'),
    );
    expect(calls).toHaveLength(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  const consequences = (dialog: HTMLElement) =>
    within(within(dialog).getByTestId('delete-account-consequences'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('delete (supplier): the data export first, then what the deletion does, then the password', async () => {
    logIn('supplier');
    renderAt('/dashboard', <SideMenu />);
    fireEvent.click(screen.getByTestId('delete-account-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    const exportLink = within(dialog).getByTestId('delete-account-export-link');
    expect(exportLink.getAttribute('href')).toBe('/profile#data-export');
    expect(within(dialog).getByRole('heading', { name: 'Was beim Löschen geschieht' })).toBeTruthy();
    expect(consequences(dialog)).toEqual([
      'Sofort gelöscht werden Ihre Kontodaten, die persönlichen Daten Ihrer Mitarbeitenden (Name, Geburtsdatum, Staatsangehörigkeit, Pass- oder Ausweisnummer, Dokumente, Lebensläufe) und alle Dateien, die Sie hochgeladen haben.',
      'Offene Bewerbungen werden zurückgezogen.',
      'Noch nicht begonnene Aufträge werden storniert, laufende Aufträge beendet.',
      'Künftige Termine werden abgesagt (mit Kalenderabsage).',
      'Chats werden geschlossen: Die andere Partei kann die bisherigen Nachrichten weiter lesen, aber niemand kann mehr schreiben.',
      'Die andere Partei wird jeweils benachrichtigt.',
      'Ausgestellte Rechnungen und die Protokolleinträge dazu bewahren wir wegen gesetzlicher Pflichten acht Jahre ab dem Ende des Jahres der Ausstellung auf (§ 147 AO, § 14b UStG); Ihr Konto ist dabei nur noch ein Pseudonym ohne Namen und E-Mail-Adresse. Nach Ablauf der Frist werden sie automatisch gelöscht.',
    ]);
    // read before confirming: export link, consequences, then the password field
    const password = within(dialog).getByLabelText('Aktuelles Passwort');
    const list = within(dialog).getByTestId('delete-account-consequences');
    expect(exportLink.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // following the link to the export closes the dialog and deletes nothing
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'ok' }));
    fireEvent.click(exportLink);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(location()).toBe('/profile');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('delete (client): its own consequences — open jobs closed, billing data kept for open work, no workers or applications', async () => {
    logIn('client');
    renderAt('/dashboard', <SideMenu />);
    fireEvent.click(screen.getByTestId('delete-account-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(consequences(dialog)).toEqual([
      'Sofort gelöscht werden Ihre Kontodaten und alle Dateien, die Sie hochgeladen haben.',
      'Ihre offenen Aufträge werden geschlossen und die offenen Bewerbungen darauf abgelehnt.',
      'Noch nicht begonnene Aufträge werden storniert, laufende Aufträge beendet.',
      'Künftige Termine werden abgesagt (mit Kalenderabsage).',
      'Chats werden geschlossen: Die andere Partei kann die bisherigen Nachrichten weiter lesen, aber niemand kann mehr schreiben.',
      'Die andere Partei wird jeweils benachrichtigt.',
      expect.stringContaining('bewahren wir getrennt davon Ihren Namen, Ihre Rechnungsanschrift, Ihre Steuernummern und Ihre E-Mail-Adresse auf'),
      expect.stringContaining('(§ 147 AO, § 14b UStG)'),
    ]);
  });

  it('delete: the consequences in English', async () => {
    logIn('supplier');
    renderAt('/dashboard', <SideMenu />);
    await act(() => switchLanguage('en'));
    try {
      fireEvent.click(screen.getByTestId('delete-account-button'));
      const dialog = await screen.findByTestId('confirm-dialog');
      expect(within(dialog).getByTestId('delete-account-export-link').textContent).toBe('Go to “My data”');
      expect(within(dialog).getByRole('heading', { name: 'What deleting does' })).toBeTruthy();
      const items = consequences(dialog);
      expect(items).toHaveLength(7);
      expect(items[0]).toContain('your workers’ personal data (name, date of birth, nationality, passport or ID number, documents, CVs)');
      expect(items[2]).toBe('Awarded work that has not started is cancelled, running work is ended.');
      expect(items[6]).toContain('for eight years from the end of the year they were issued in (§ 147 AO, § 14b UStG)');
    } finally {
      await act(() => switchLanguage('de'));
    }
  });

  it('a thrown error only ends the busy state', async () => {
    logIn('client');
    renderAt('/dashboard', <SideMenu />);
    let fail: (e: Error) => void = () => undefined;
    const calls = mockFetch(() => new Promise<Response>((_resolve, reject) => (fail = reject)));
    const dialog = await openAndConfirm('logout-button');
    expect(
      (within(dialog).getByRole('button', { name: 'Wird geladen …' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => fail(new TypeError('network down')));
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Ja' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(effects.navigations).toEqual([]);
    expect(effects.successes).toEqual([]);
  });
});

describe('header', () => {
  it('shows the bell with the unread count for logged-in users', async () => {
    logIn('client');
    renderAt(
      '/faqs',
      <Routes>
        <Route path="*" element={<AppRoutes />} />
      </Routes>,
    );
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
    expect(screen.getByTestId('notification-bell').getAttribute('href')).toBe('/notification');
  });
});

describe('shell routes', () => {
  it('render a built page for every guest and public route (no placeholder left)', () => {
    const missing = APP_ROUTES.filter((r) => r.access !== 'auth' && !SHELL_PAGES[r.path]).map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
