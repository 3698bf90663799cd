import { jest } from '@jest/globals';
import type { CommonContent, WorkerResponse } from '@fachwerk/shared/contracts';
import { selectAddWorkerDraft } from '@fachwerk/web/data-access';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { AddWorkerPage, EditWorkerPage } from './WorkerFormPage';

// The worker form is large: give a loaded machine (2 shared cores) time to render it.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(40000);

const content: CommonContent = {
  cmsList: [],
  languageList: [{ _id: 'lang-de', name: 'Deutsch' }],
  serviceList: [{ _id: 'svc-1', name: 'Elektroinstallation' }],
  shiftList: [{ _id: 'shift-1', name: 'Frühschicht' }],
  skills: [],
};

const stored: WorkerResponse = {
  _id: 'w-1',
  supplierId: 'id-supplier',
  fullName: 'Jonas Becker',
  email: 'jonas@example.de',
  dialCode: '+49',
  phoneNumber: '1701234567',
  jobType: 'hourly',
  proficiency: 'medium',
  termAndCondition: 1,
  isAddFavorite: 0,
  serviceType: ['svc-1'],
  languageSpoken: ['lang-de'],
  position: 'Monteur',
  startDate: '2026-01-05',
  reference: [{ name: 'Klaus Meier', number: '0221 123456' }],
  availability: 'free',
  assigned: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** API fake: content lists, POST /workers (400 with field errors for a taken e-mail), GET/PATCH /workers/w-1. */
function fakeApi() {
  return mockFetch((call: FetchCall) => {
    const url = new URL(call.url);
    if (url.pathname.endsWith('/content'))
      return jsonResponse(200, { status: true, message: 'ok', data: content });
    if (url.pathname.endsWith('/workers') && call.method === 'POST') {
      const body = JSON.parse(call.body ?? '{}') as { email?: string };
      if (body.email === 'fremd@example.de') {
        return jsonResponse(400, {
          status: false,
          message: 'Die Eingaben sind ungültig.',
          errors: { cv: ['Lebenslauf: Die Datei wurde nicht von Ihrem Konto hochgeladen.'] },
        });
      }
      return jsonResponse(201, {
        status: true,
        message: 'Der Mitarbeiter wurde angelegt.',
        data: { ...stored, ...body, _id: 'w-2' },
      });
    }
    if (url.pathname.endsWith('/workers/w-1') && call.method === 'PATCH') {
      return jsonResponse(200, {
        status: true,
        message: 'Der Mitarbeiter wurde gespeichert.',
        data: { ...stored, ...(JSON.parse(call.body ?? '{}') as object) },
      });
    }
    if (url.pathname.endsWith('/workers/w-1'))
      return jsonResponse(200, { status: true, message: 'ok', data: stored });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
}

const app = (
  <Routes>
    <Route path="/add-worker" element={<AddWorkerPage />} />
    <Route path="/worker/edit-worker/:id" element={<EditWorkerPage />} />
    <Route
      path="/worker"
      element={
        <p data-testid="team-list">
          <Link to="/add-worker">neu</Link>
        </p>
      }
    />
  </Routes>
);

const sent = (calls: FetchCall[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('AddWorkerPage', () => {
  it('checks the rules before sending and names the field', async () => {
    const calls = fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^E-Mail-Adresse/), { target: { value: 'keine-mail' } });
    fireEvent.change(screen.getByLabelText(/^Arbeitsstunden pro Tag/), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: '0170-abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Feld Vollständiger Name ist erforderlich.')).toBeTruthy();
    expect(
      screen.getByText('Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'),
    ).toBeTruthy();
    expect(screen.getByText('Arbeitsstunden pro Tag darf nicht größer als 24 sein.')).toBeTruthy();
    expect(
      screen.getByText('Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Vollständiger Name/).getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST')).toHaveLength(0);
  });

  it('removes each error as soon as its field is valid, without sending again', async () => {
    const calls = fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Telefonnummer/), { target: { value: '0170-abc' } });
    fireEvent.change(screen.getByLabelText(/^Arbeitsstunden pro Tag/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Arbeitsstunden pro Tag darf nicht größer als 24 sein.')).toBeTruthy();

    // an international number is a phone number (contracts rule), and 7,5 hours are typed the German way
    fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: '+49 170 1234567' } });
    fireEvent.change(screen.getByLabelText(/^Arbeitsstunden pro Tag/), { target: { value: '7,5' } });
    fireEvent.change(screen.getByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText(/^Vollständiger Name/).getAttribute('aria-invalid')).toBeNull();
    expect(sent(calls, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByTestId('team-list');
    expect(sent(calls, 'POST')[0]).toMatchObject({ phoneNumber: '+49 170 1234567', workingHrs: 7.5 });
  });

  it('checks a reference row and an end date before the start', async () => {
    const calls = fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    fireEvent.change(screen.getByLabelText(/^Startdatum/), { target: { value: '01.03.2026' } });
    fireEvent.change(screen.getByLabelText(/^Enddatum/), { target: { value: '28.02.2026' } });
    const references = screen.getByRole('group', { name: 'Referenzen' });
    fireEvent.click(within(references).getByRole('button', { name: 'Referenzen hinzufügen' }));
    const row = within(references).getByRole('group', { name: 'Referenzen 1' });
    fireEvent.change(within(row).getByLabelText(/^Telefonnummer/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Enddatum darf nicht vor Startdatum liegen.')).toBeTruthy();
    expect(within(row).getByText('Das Feld Name (1) ist erforderlich.')).toBeTruthy();
    expect(within(row).getByText(/^Telefonnummer \(1\) ist keine gültige Telefonnummer/)).toBeTruthy();
    expect(sent(calls, 'POST')).toHaveLength(0);

    // a later start date is not needed: moving the end date after the start clears its error
    fireEvent.change(screen.getByLabelText(/^Enddatum/), { target: { value: '31.03.2026' } });
    await waitFor(() => expect(screen.queryByText('Enddatum darf nicht vor Startdatum liegen.')).toBeNull());
  });

  it('sends the draft with its defaults and list rows, then returns to the team', async () => {
    const calls = fakeApi();
    const { store } = renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Elektroinstallation' }));
    fireEvent.change(screen.getByLabelText(/^Startdatum/), { target: { value: '01.03.2026' } });
    const experience = screen.getByRole('group', { name: 'Berufserfahrung' });
    fireEvent.click(within(experience).getByRole('button', { name: 'Berufserfahrung hinzufügen' }));
    const row = within(experience).getByRole('group', { name: 'Berufserfahrung 1' });
    fireEvent.change(within(row).getByLabelText(/^Tätigkeit/), {
      target: { value: 'Elektroinstallation Neubau' },
    });
    fireEvent.change(within(row).getByLabelText(/^Rolle/), { target: { value: 'Monteurin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByTestId('team-list');
    expect(sent(calls, 'POST')).toEqual([
      {
        fullName: 'Lena Wolf',
        dialCode: '+49',
        startDate: '2026-03-01',
        serviceType: ['svc-1'],
        previousWorkExperience: [{ workTitle: 'Elektroinstallation Neubau', workRole: 'Monteurin' }],
        jobType: 'fullTime',
        proficiency: 'fresher',
        termAndCondition: 0,
        isAddFavorite: 0,
      },
    ]);
    expect(selectAddWorkerDraft(store.getState())['fullName']).toBeUndefined();
  });

  it('keeps the unfinished form when the user leaves and comes back', async () => {
    fakeApi();
    const { store } = renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), {
      target: { value: 'Mara Klein' },
    });
    fireEvent.change(screen.getByLabelText(/^Position/), { target: { value: 'Helferin' } });
    fireEvent.click(screen.getByRole('link', { name: /Zurück zu Mein Team/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'neu' }));
    expect(((await screen.findByLabelText(/^Vollständiger Name/)) as HTMLInputElement).value).toBe(
      'Mara Klein',
    );
    expect((screen.getByLabelText(/^Position/) as HTMLInputElement).value).toBe('Helferin');
    expect(selectAddWorkerDraft(store.getState())).toMatchObject({
      fullName: 'Mara Klein',
      position: 'Helferin',
      jobType: 'fullTime',
    });
  });

  it('starts over when the draft is dropped', async () => {
    fakeApi();
    const { store } = renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Mara Klein' } });
    await waitFor(() => expect(selectAddWorkerDraft(store.getState())['fullName']).toBe('Mara Klein'));
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf verwerfen' }));
    await waitFor(() => expect((screen.getByLabelText(/^Vollständiger Name/) as HTMLInputElement).value).toBe(''));
    expect(selectAddWorkerDraft(store.getState())['fullName']).toBeUndefined();
  });

  it('shows the server’s field errors at the field', async () => {
    fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail-Adresse/), { target: { value: 'fremd@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Lebenslauf: Die Datei wurde nicht von Ihrem Konto hochgeladen.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('team-list')).toBeNull();
    // a dropped draft starts over without the last refusal
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf verwerfen' }));
    await waitFor(() => expect((screen.getByLabelText(/^Vollständiger Name/) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Lebenslauf: Die Datei wurde nicht von Ihrem Konto hochgeladen.')).toBeNull();
  });
});

describe('AddWorkerPage (number entry and sending)', () => {
  it('refuses working hours that are no number instead of sending the worker without them', async () => {
    const calls = fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    fireEvent.change(screen.getByLabelText(/^Arbeitsstunden pro Tag/), { target: { value: 'acht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Arbeitsstunden pro Tag muss eine Zahl sein.')).toBeTruthy();
    expect((screen.getByLabelText(/^Arbeitsstunden pro Tag/) as HTMLInputElement).value).toBe('acht');
    expect(sent(calls, 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Arbeitsstunden pro Tag/), { target: { value: '7,5' } });
    await waitFor(() => expect(screen.queryByText('Arbeitsstunden pro Tag muss eine Zahl sein.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByTestId('team-list');
    expect(sent(calls, 'POST')).toEqual([expect.objectContaining({ fullName: 'Lena Wolf', workingHrs: 7.5 })]);
  });

  it('is busy while it sends, and says a refusal without field errors above the buttons', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch((call: FetchCall) => {
      if (new URL(call.url).pathname.endsWith('/content')) return jsonResponse(200, { status: true, message: 'ok', data: content });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const effects = recordApiEffects();
    renderWithApp(app, { role: 'supplier', path: '/add-worker' });
    fireEvent.change(await screen.findByLabelText(/^Vollständiger Name/), { target: { value: 'Lena Wolf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const busy = await screen.findByRole('button', { name: 'Wird gespeichert …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(409, { status: false, code: 'CONFLICT', message: 'Der Mitarbeiter ist schon angelegt.' }));
    const alert = await screen.findByText('Der Mitarbeiter ist schon angelegt.', { selector: '[role="alert"]' });
    expect(alert.getAttribute('data-code')).toBe('CONFLICT');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(screen.queryByTestId('team-list')).toBeNull();
    expect(effects.successes).toEqual([]);
  });
});

describe('EditWorkerPage', () => {
  it('fills the form from the worker and sends changes, clearing emptied fields', async () => {
    const calls = fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/worker/edit-worker/w-1' });
    const name = (await screen.findByLabelText(/^Vollständiger Name/)) as HTMLInputElement;
    expect(name.value).toBe('Jonas Becker');
    expect((screen.getByLabelText(/^Beschäftigungsart/) as HTMLSelectElement).value).toBe('hourly');
    expect((screen.getByLabelText(/^Startdatum/) as HTMLInputElement).value).toBe('05.01.2026');
    expect(((await screen.findByRole('checkbox', { name: 'Deutsch' })) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText(/^Position/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Erfahrungsstufe/), { target: { value: 'expert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByTestId('team-list');
    const [patch] = sent(calls, 'PATCH');
    expect(patch).toMatchObject({
      fullName: 'Jonas Becker',
      position: null,
      proficiency: 'expert',
      jobType: 'hourly',
      reference: [{ name: 'Klaus Meier', number: '0221 123456' }],
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/workers/w-1') && c.method === 'PATCH')).toBe(true),
    );
  });
});

describe('EditWorkerPage: lending clock (AÜG)', () => {
  const lent: WorkerResponse = {
    ...stored,
    lending: [
      {
        client: { _id: 'client-1', companyName: 'Bau Schmidt GmbH' },
        clock: {
          countingSince: '2025-08-01',
          daysCounted: 485,
          equalPayFrom: '2026-05-01',
          warnFrom: '2026-11-01',
          lastAllowedDay: '2027-01-31',
          warning: true,
        },
      },
      {
        client: { _id: 'client-2', companyName: 'Lager Nord KG' },
        clock: {
          countingSince: '2026-10-01',
          daysCounted: 58,
          equalPayFrom: '2027-07-01',
          warnFrom: '2028-01-01',
          lastAllowedDay: '2028-03-31',
          warning: false,
        },
      },
    ],
  };

  it('shows the clock per client with a warning from the 15th month, and never sends it back', async () => {
    const calls = mockFetch((call: FetchCall) => {
      const url = new URL(call.url);
      if (url.pathname.endsWith('/content')) return jsonResponse(200, { status: true, message: 'ok', data: content });
      if (call.method === 'PATCH') return jsonResponse(200, { status: true, message: 'gespeichert', data: lent });
      if (url.pathname.endsWith('/workers/w-1')) return jsonResponse(200, { status: true, message: 'ok', data: lent });
      return jsonResponse(404, { status: false, message: 'nicht gefunden' });
    });
    renderWithApp(app, { role: 'supplier', path: '/worker/edit-worker/w-1' });
    const list = await screen.findByRole('list', { name: 'Überlassungsdauer je Auftraggeber' });
    const [schmidt, nord] = within(list).getAllByRole('listitem');
    expect(schmidt!.textContent).toContain('Bau Schmidt GmbH');
    expect(schmidt!.textContent).toContain('Equal Pay ab (§ 8 Abs. 4 AÜG)01.05.2026');
    expect(schmidt!.textContent).toContain('Letzter zulässiger Tag (§ 1 Abs. 1b AÜG)31.01.2027');
    expect(within(schmidt!).getByText('Höchstüberlassungsdauer bald erreicht').getAttribute('data-tone')).toBe('warning');
    expect(nord!.textContent).toContain('Lager Nord KG');
    expect(nord!.textContent).toContain('Überlassen seit01.10.2026');
    expect(within(nord!).queryByText('Höchstüberlassungsdauer bald erreicht')).toBeNull();

    await screen.findByLabelText(/^Vollständiger Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByTestId('team-list');
    expect(sent(calls, 'PATCH')[0]).not.toHaveProperty('lending');
  });

  it('has no lending section for a worker lent to nobody', async () => {
    fakeApi();
    renderWithApp(app, { role: 'supplier', path: '/worker/edit-worker/w-1' });
    await screen.findByLabelText(/^Vollständiger Name/);
    expect(screen.queryByTestId('worker-lending')).toBeNull();
  });
});
