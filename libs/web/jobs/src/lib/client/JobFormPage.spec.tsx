import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { jobResponse, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { JOB_LIMITS } from '@fachwerk/shared/contracts';
import { HOURS_LIMITS } from '@fachwerk/shared/contracts/rules';
import { translate } from '@fachwerk/shared/i18n/server';
import { JobFormPage } from './JobFormPage';

configure({ asyncUtilTimeout: 5000 });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderForm(path = '/jobs-post') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/jobs-post" element={<JobFormPage />} />
        <Route path="/jobs-edit/:id" element={<JobFormPage />} />
        <Route path="/jobs" element={<p>Jobliste</p>} />
      </Routes>
      <Location />
    </>,
    { role: 'client', path },
  );
}

const tools = [
  {
    _id: 'tool-1',
    serviceId: 'svc-elektro',
    name: 'Kabeltrommel',
    nameDe: 'Kabeltrommel',
    nameEn: 'Cable drum',
  },
];

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldError = (field: string) =>
  document.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent;
/** Waits until the field shows `text` (react-hook-form validates asynchronously). */
const expectFieldError = (field: string, text: string | undefined) => waitFor(() => expect(fieldError(field)).toBe(text));
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

async function fillValidFixedBudgetJob() {
  await screen.findByRole('option', { name: 'Elektroinstallation' });
  type(/^Titel/, 'Elektroinstallation Neubau Leipzig');
  type(/^Gewerk/, 'svc-elektro');
  type(/^Startdatum/, '01.12.2026');
  type(/^Stunden pro Woche/, '40');
  type(/^Mindestpreis/, '2.500');
  type(/^Höchstpreis/, '4000,50');
  type(/^Einsatzort/, 'Leipzig Zentrum');
  type(/^Bundesland/, 'Sachsen');
  type(/^Beschreibung/, 'Wir suchen **zwei** Elektriker.');
  type(/^Erfahrung/, 'Medium');
}

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('JobFormPage (post)', () => {
  it('names every missing required field and sends nothing', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    renderForm();
    await screen.findByRole('option', { name: 'Elektroinstallation' });
    publish();

    expect(await screen.findByText('Bitte korrigieren Sie die markierten Felder.')).toBeTruthy();
    expect(fieldError('title')).toBe('Das Feld Titel ist erforderlich.');
    expect(fieldError('serviceId')).toBe('Das Feld Gewerk ist erforderlich.');
    expect(fieldError('startDate')).toBe('Das Feld Startdatum ist erforderlich.');
    expect(fieldError('hours')).toBe('Das Feld Stunden pro Woche ist erforderlich.');
    expect(fieldError('budgetMin')).toBe('Das Feld Mindestpreis ist erforderlich.');
    expect(fieldError('location.address')).toBe('Das Feld Einsatzort ist erforderlich.');
    expect(fieldError('location.state')).toBe('Das Feld Bundesland ist erforderlich.');
    expect(fieldError('description')).toBe('Das Feld Beschreibung ist erforderlich.');
    expect(fieldError('experience')).toBe('Das Feld Erfahrung ist erforderlich.');
    expect(screen.getByLabelText(/^Titel/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST' && pathOf(c) === '/jobs')).toHaveLength(0);
  });

  it('checks lengths, numbers and the §5 budget rule', async () => {
    mockFetch(withContent(() => ok([])));
    renderForm();
    await fillValidFixedBudgetJob();
    type(/^Titel/, 'Bau');
    type(/^Stunden pro Woche/, '200');
    type(/^Mindestpreis/, '5.000');
    type(/^Höchstpreis/, '4.000');
    type(/^Enddatum/, '30.11.2026');
    publish();
    await expectFieldError('title', 'Titel muss mindestens 5 Zeichen lang sein.');
    expect(fieldError('hours')).toBe('Stunden pro Woche darf nicht größer als 168 sein.');
    // §5 "Minimum price cannot be greater than maximum price", read from German numbers
    expect(fieldError('budgetMin')).toBe('Mindestpreis darf nicht größer als Höchstpreis sein.');
    expect(fieldError('endDate')).toBe('Enddatum darf nicht vor Startdatum liegen.');

    // text that is no number is refused as such, not taken for an empty field
    type(/^Mindestpreis/, 'viel');
    await expectFieldError('budgetMin', 'Mindestpreis muss eine Zahl sein.');
    type(/^Stunden pro Woche/, 'viele');
    await expectFieldError('hours', 'Stunden pro Woche muss eine Zahl sein.');
  });

  it('refuses what the contracts rules refuse, with their texts, and sends nothing', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    renderForm();
    await fillValidFixedBudgetJob();
    const refused: [RegExp, string, string, string][] = [
      [/^Stunden pro Woche/, '169', 'hours', translate('de', 'validation.max.numeric', { field: 'Stunden pro Woche', max: HOURS_LIMITS.weekly })],
      [/^Stunden pro Woche/, '0', 'hours', translate('de', 'validation.min.numeric', { field: 'Stunden pro Woche', min: 1 })],
      [/^Höchstpreis/, '1.000.000,01', 'budgetMax', translate('de', 'validation.max.numeric', { field: 'Höchstpreis', max: JOB_LIMITS.budgetMaxCents / 100 })],
      [/^Titel/, 'x'.repeat(JOB_LIMITS.titleMax + 1), 'title', translate('de', 'validation.max.string', { field: 'Titel', max: JOB_LIMITS.titleMax })],
    ];
    for (const [label, value, field, message] of refused) {
      type(label, value);
      publish();
      await expectFieldError(field, message);
    }
    expect(calls.filter((c) => c.method === 'POST' && pathOf(c) === '/jobs')).toHaveLength(0);
  });

  it('removes an error as soon as the field is valid, without sending again', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    renderForm();
    await screen.findByRole('option', { name: 'Elektroinstallation' });
    publish();
    await expectFieldError('title', 'Das Feld Titel ist erforderlich.');
    type(/^Titel/, 'Bau');
    await expectFieldError('title', 'Titel muss mindestens 5 Zeichen lang sein.');
    type(/^Titel/, 'Elektroinstallation Neubau');
    await expectFieldError('title', undefined);
    expect(screen.getByLabelText(/^Titel/).getAttribute('aria-invalid')).toBeNull();

    // min ≤ max: raising the maximum clears the minimum's error
    type(/^Mindestpreis/, '5.000');
    type(/^Höchstpreis/, '4.000');
    await expectFieldError('budgetMin', 'Mindestpreis darf nicht größer als Höchstpreis sein.');
    type(/^Höchstpreis/, '6.000');
    await expectFieldError('budgetMin', undefined);

    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('before the first send, checks a field once it is left and clears the error at the next valid change', async () => {
    mockFetch(withContent(() => ok([])));
    renderForm();
    await screen.findByRole('option', { name: 'Elektroinstallation' });
    type(/^Stunden pro Woche/, '200');
    expect(fieldError('hours')).toBeUndefined();
    fireEvent.blur(screen.getByLabelText(/^Stunden pro Woche/));
    await expectFieldError('hours', 'Stunden pro Woche darf nicht größer als 168 sein.');
    type(/^Stunden pro Woche/, '40');
    await expectFieldError('hours', undefined);
    expect(fieldError('title')).toBeUndefined();
  });

  it('reads money typed the German way and sends it as cents', async () => {
    const calls = mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST'
          ? jsonResponse(201, { status: true, message: 'Auftrag veröffentlicht.', data: jobResponse() })
          : ok([]),
      ),
    );
    renderForm();
    await fillValidFixedBudgetJob();
    type(/^Mindestpreis/, '5.000,00');
    type(/^Höchstpreis/, '12.500');
    fireEvent.blur(screen.getByLabelText(/^Höchstpreis/));
    expect((screen.getByLabelText(/^Höchstpreis/) as HTMLInputElement).value).toBe('12.500,00');
    publish();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs')!;
    expect(JSON.parse(post.body!)).toMatchObject({ budgetMin: 500000, budgetMax: 1250000 });
  });

  it('switches the type: resource jobs ask for the workers and show the budget per hour and employee', async () => {
    mockFetch(withContent(() => ok([])));
    renderForm();
    await screen.findByRole('option', { name: 'Elektroinstallation' });
    expect(screen.queryByLabelText(/^Anzahl benötigter Mitarbeiter/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Budget (€)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Arbeitnehmerüberlassung/ }));
    expect(screen.getByLabelText(/^Anzahl benötigter Mitarbeiter/)).toBeTruthy();
    const budget = screen.getByRole('group', { name: 'Budget (€ pro Stunde und Mitarbeiter)' });
    expect(within(budget).getAllByText('€ pro Stunde und Mitarbeiter')).toHaveLength(2);

    type(/^Anzahl benötigter Mitarbeiter/, '0');
    publish();
    await waitFor(() => expect(fieldError('workersNeeded')).toBeDefined());
    expect(fieldError('workersNeeded')).toBe('Anzahl benötigter Mitarbeiter muss mindestens 1 sein.');
  });

  it('publishes: money in cents, description as HTML, empty values left out; toast and back to /jobs', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/tools/lists') return ok(tools);
        if (pathOf(call) === '/jobs' && call.method === 'POST')
          return jsonResponse(201, { status: true, message: 'Auftrag veröffentlicht.', data: jobResponse() });
        return ok([]);
      }),
    );
    renderForm();
    await fillValidFixedBudgetJob();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kabeltrommel' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kabelzug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sprache hinzufügen' }));
    const row = screen.getByRole('group', { name: 'Sprache 1' });
    fireEvent.change(within(row).getByLabelText(/^Sprache/), { target: { value: 'lang-de' } });
    fireEvent.change(within(row).getByLabelText(/^Niveau/), { target: { value: 'B2' } });
    type(/^Zertifikate/, 'VDE 0100');
    fireEvent.keyDown(screen.getByLabelText(/^Zertifikate/), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs')!;
    expect(JSON.parse(post.body!)).toEqual({
      type: 'fixedBudget',
      title: 'Elektroinstallation Neubau Leipzig',
      serviceId: 'svc-elektro',
      startDate: '2026-12-01',
      hours: 40,
      workersNeeded: 1,
      skills: ['skill-kabel'],
      languages: [{ language: 'lang-de', level: 'B2' }],
      accommodation: false,
      budgetMin: 250000,
      budgetMax: 400050,
      location: { address: 'Leipzig Zentrum', state: 'Sachsen' },
      description: '<p>Wir suchen <strong>zwei</strong> Elektriker.</p>',
      experience: 'Medium',
      tools: ['tool-1'],
      certificates: ['VDE 0100'],
    });
    expect(effects.successes).toEqual(['Auftrag veröffentlicht.']);
  });

  it('saves a draft with draft: true', async () => {
    const calls = mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST'
          ? jsonResponse(201, {
              status: true,
              message: 'Entwurf gespeichert.',
              data: jobResponse({ status: 'draft' }),
            })
          : ok([]),
      ),
    );
    renderForm();
    await fillValidFixedBudgetJob();
    fireEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs')!;
    expect(JSON.parse(post.body!)).toMatchObject({
      draft: true,
      title: 'Elektroinstallation Neubau Leipzig',
    });
  });

  it('shows the server’s field errors at the fields and stays on the form', async () => {
    mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST'
          ? jsonResponse(400, {
              status: false,
              message: 'Die Eingaben sind ungültig.',
              code: 'VALIDATION_FAILED',
              errors: {
                startDate: ['Das Startdatum darf nicht in der Vergangenheit liegen.'],
                'location.state': ['Bundesland ist ungültig.'],
              },
            })
          : ok([]),
      ),
    );
    renderForm();
    await fillValidFixedBudgetJob();
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() =>
      expect(fieldError('startDate')).toBe('Das Startdatum darf nicht in der Vergangenheit liegen.'),
    );
    expect(fieldError('location.state')).toBe('Bundesland ist ungültig.');
    expect(screen.getByTestId('location').textContent).toBe('/jobs-post');
  });
});

describe('JobFormPage: the construction ban (§ 1b AÜG)', () => {
  /** The API as a client of `industry` sees it; POST /jobs answers with the created job. */
  const asClientOf = (industry: string | null) =>
    mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/accounts/me') return ok({ _id: 'client-1', userType: 'client', industry });
        if (pathOf(call) === '/jobs' && call.method === 'POST') return jsonResponse(201, { status: true, message: 'Auftrag veröffentlicht.', data: jobResponse() });
        return ok([]);
      }),
    );
  const exceptionGroup = () => screen.queryByRole('group', { name: /^Ausnahme nach § 1b AÜG/ });

  it('asks a main-construction client for an exception on resource jobs only, each explained, and requires one', async () => {
    const calls = asClientOf('constructionMain');
    renderForm();
    await fillValidFixedBudgetJob();
    expect(exceptionGroup()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Arbeitnehmerüberlassung/ }));
    const group = await screen.findByRole('group', { name: /^Ausnahme nach § 1b AÜG/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByText(/Ihr Betrieb gehört zum Bauhauptgewerbe/)).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /Keine Arbeiterarbeit.*Planung, Bauleitung oder Büroarbeit/ })).toBeTruthy();

    publish();
    await expectFieldError('constructionException', 'Das Feld Ausnahme nach § 1b AÜG ist erforderlich.');
    expect(calls.some((c) => c.method === 'POST' && pathOf(c) === '/jobs')).toBe(false);

    fireEvent.click(within(group).getByRole('radio', { name: /Baubetrieb unter denselben Rahmentarifverträgen/ }));
    publish();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs')!;
    expect(JSON.parse(post.body!)).toMatchObject({ type: 'resource', constructionException: 'sameFrameworkAgreements' });
  });

  it('does not ask other clients, nor a construction client for fixed-price work', async () => {
    const calls = asClientOf('constructionFinishing');
    renderForm();
    await fillValidFixedBudgetJob();
    fireEvent.click(screen.getByRole('radio', { name: /Arbeitnehmerüberlassung/ }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/accounts/me')).toBe(true));
    expect(exceptionGroup()).toBeNull();
    publish();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs')!;
    expect(JSON.parse(post.body!)).not.toHaveProperty('constructionException');
  });
});

describe('JobFormPage (edit)', () => {
  it('loads the job into the form and saves changes of an open job with PATCH', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1' && call.method === 'GET') return ok(jobResponse());
        if (pathOf(call) === '/jobs/job-1' && call.method === 'PATCH')
          return ok(jobResponse(), 'Auftrag gespeichert.');
        return ok([]);
      }),
    );
    renderForm('/jobs-edit/job-1');
    expect(((await screen.findByLabelText(/^Titel/)) as HTMLInputElement).value).toBe(
      'Elektroinstallation Neubau Leipzig',
    );
    expect((screen.getByLabelText(/^Mindestpreis/) as HTMLInputElement).value).toBe('2.500,00');
    expect((screen.getByLabelText(/^Beschreibung/) as HTMLTextAreaElement).value).toBe(
      'Wir suchen **zwei** Elektriker.',
    );
    expect(screen.queryByRole('button', { name: 'Als Entwurf speichern' })).toBeNull();

    type(/^Stunden pro Woche/, '38');
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(patch.body!)).toMatchObject({ hours: 38, budgetMin: 250000, certificates: ['VDE'] });
    // emptied lists and end date go out as null: an edit clears them (empty values never leave the browser)
    expect(JSON.parse(patch.body!)).toMatchObject({
      endDate: null,
      tools: null,
      documents: null,
      skills: ['skill-kabel'],
    });
    expect(JSON.parse(patch.body!)).not.toHaveProperty('draft');
    expect(effects.successes).toEqual(['Auftrag gespeichert.']);
  });

  it('publishes a draft after saving it', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === '/jobs/job-1' && call.method === 'GET')
          return ok(jobResponse({ status: 'draft' }));
        if (pathOf(call) === '/jobs/job-1/publish') return ok(jobResponse(), 'Auftrag veröffentlicht.');
        if (pathOf(call) === '/tools/lists') return ok([]);
        return ok(jobResponse({ status: 'draft' }), 'Gespeichert.');
      }),
    );
    renderForm('/jobs-edit/job-1');
    await screen.findByRole('button', { name: 'Als Entwurf speichern' });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs'));
    expect(
      calls
        .filter((c) => c.method !== 'GET' && pathOf(c) !== '/tools/lists')
        .map((c) => `${c.method} ${pathOf(c)}`),
    ).toEqual(['PATCH /jobs/job-1', 'POST /jobs/job-1/publish']);
    expect(effects.successes).toEqual(['Auftrag veröffentlicht.']);
  });

  it('explains that a job in progress can no longer be edited', async () => {
    mockFetch(withContent(() => ok(jobResponse({ status: 'in_progress' }))));
    renderForm('/jobs-edit/job-1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '„In Arbeit“ und kann nicht mehr bearbeitet werden',
    );
    expect(screen.queryByRole('button', { name: 'Änderungen speichern' })).toBeNull();
  });
});
