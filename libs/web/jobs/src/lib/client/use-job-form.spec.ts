import { API_PATHS, JOB_LIMITS, type GeoSuggestion } from '@fachwerk/shared/contracts';
import { usePlaceSuggestions } from '@fachwerk/web/data-access';
import type { AddressSuggestion } from '@fachwerk/web/ui';
import { jsonResponse, mockFetch, recordApiEffects, renderHookWithApp, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { jobResponse, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { translate } from '@fachwerk/shared/i18n/server';
import { act, configure, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { emptyJobForm, jobToForm, type JobFormValues } from './job-form';
import { fieldOfServerPath, useJobForm, useJobFormSource, type JobFormOptions } from './use-job-form';

configure({ asyncUtilTimeout: 5000 });

/** A fixed-budget job the rules accept (money in cents, dates ISO, as the form holds them). */
const valid: Partial<JobFormValues> = {
  title: '  Elektroinstallation Neubau Leipzig ',
  serviceId: 'svc-elektro',
  startDate: '2026-12-01',
  hours: 40,
  budgetMin: 250000,
  budgetMax: 400050,
  address: 'Leipzig Zentrum',
  state: 'Sachsen',
  description: 'Wir suchen **zwei** Elektriker.',
  experience: 'Medium',
};

const leipzig: GeoSuggestion = {
  label: 'Augustusplatz 1, 04109 Leipzig',
  postcode: '04109',
  city: 'Leipzig',
  state: 'Sachsen',
  lat: 51.34,
  long: 12.38,
};

function renderJobForm(options: JobFormOptions = {}) {
  return renderHookWithApp(() => ({ job: useJobForm(options), location: useLocation().pathname }), { role: 'client', path: '/jobs-post' });
}

type Rendered = ReturnType<typeof renderJobForm>['result'];

function fill(result: Rendered, values: Partial<JobFormValues>) {
  act(() => {
    for (const [field, value] of Object.entries(values)) result.current.job.form.setValue(field as keyof JobFormValues, value as never);
  });
}

const send = (result: Rendered, draft = false) => act(() => result.current.job.submit(draft)());
const errorOf = (result: Rendered, field: keyof JobFormValues) => result.current.job.form.formState.errors[field]?.message;
const bodyOf = (calls: FetchCall[], method: string, path: string) => {
  const call = calls.find((c) => c.method === method && pathOf(c) === path);
  return call ? (JSON.parse(call.body!) as Record<string, unknown>) : undefined;
};

/** The calls that write a job (the tool list is asked for with a POST too). */
const jobWrites = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET' && pathOf(c) !== API_PATHS.toolLists);

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('useJobForm: defaults', () => {
  it('starts a new job empty: a fixed budget for one worker, nothing chosen, no money', () => {
    mockFetch(withContent(() => ok([])));
    const { result } = renderJobForm();
    expect(result.current.job.form.getValues()).toEqual(emptyJobForm());
    expect(emptyJobForm()).toMatchObject({ type: 'fixedBudget', workersNeeded: 1, budgetMin: null, budgetMax: null, hours: null, state: '', documents: [] });
    expect(result.current.job.resource).toBe(false);
    expect(result.current.job.hasErrors).toBe(false);
    expect(result.current.job.generalError).toBeNull();
    expect(result.current.job.documentSlots).toEqual([null]);
  });

  it('starts an edit from the stored job: cents stay cents, the HTML description is shown as the formatting language', () => {
    mockFetch(withContent(() => ok([])));
    const initial = jobToForm(jobResponse({ endDate: null, location: { address: '04109 Leipzig', city: 'Leipzig', state: 'Sachsen', lat: 51.3, lng: 12.4 } }));
    const { result } = renderJobForm({ jobId: 'job-1', status: 'open', initial });
    expect(result.current.job.form.getValues()).toMatchObject({
      budgetMin: 250000,
      budgetMax: 400000,
      endDate: '',
      address: '04109 Leipzig',
      city: 'Leipzig',
      postcode: '',
      state: 'Sachsen',
      lat: 51.3,
      lng: 12.4,
      description: 'Wir suchen **zwei** Elektriker.',
      certificates: ['VDE'],
    });
  });
});

describe('useJobFormSource', () => {
  it('is a new job without an id and loads nothing', () => {
    const calls = mockFetch(withContent(() => ok([])));
    const { result } = renderHookWithApp(() => useJobFormSource(undefined), { role: 'client' });
    expect(result.current).toEqual({ state: 'new' });
    expect(calls.filter((c) => pathOf(c).startsWith('/jobs'))).toHaveLength(0);
  });

  it('loads the job, then gives its form values while it is a draft or open', async () => {
    mockFetch(withContent((call) => (pathOf(call) === '/jobs/job-1' ? ok(jobResponse({ status: 'draft' })) : ok([]))));
    const { result } = renderHookWithApp(() => useJobFormSource('job-1'), { role: 'client' });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.state).toBe('editable'));
    expect(result.current).toEqual({ state: 'editable', jobId: 'job-1', status: 'draft', initial: jobToForm(jobResponse({ status: 'draft' })) });
  });

  it('refuses to edit a job in any other state, and says when the job could not be loaded', async () => {
    mockFetch(withContent((call) => (pathOf(call) === '/jobs/job-1' ? ok(jobResponse({ status: 'in_progress' })) : jsonResponse(404, { status: false, message: 'Nicht gefunden.' }))));
    const locked = renderHookWithApp(() => useJobFormSource('job-1'), { role: 'client' });
    await waitFor(() => expect(locked.result.current).toEqual({ state: 'locked', status: 'in_progress' }));
    const missing = renderHookWithApp(() => useJobFormSource('job-2'), { role: 'client' });
    await waitFor(() => expect(missing.result.current).toEqual({ state: 'failed' }));
  });
});

describe('useJobForm: refusals before sending', () => {
  it('refuses a minimum price above the maximum (§5) and weekly hours above 168, and sends nothing', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    const { result } = renderJobForm();
    fill(result, { ...valid, budgetMin: 500000, budgetMax: 400000, hours: 169 });
    await send(result);
    expect(errorOf(result, 'budgetMin')).toBe('Mindestpreis darf nicht größer als Höchstpreis sein.');
    expect(errorOf(result, 'hours')).toBe('Stunden pro Woche darf nicht größer als 168 sein.');
    expect(result.current.job.hasErrors).toBe(true);
    expect(jobWrites(calls)).toHaveLength(0);
  });

  it('refuses zero hours, a price above the limit, an end before the start, and a language row without its language', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    const { result } = renderJobForm();
    fill(result, { ...valid, hours: 0, budgetMax: JOB_LIMITS.budgetMaxCents + 1, endDate: '2026-11-30', languages: [{ language: '', level: 'B2' }] });
    await send(result);
    expect(errorOf(result, 'hours')).toBe('Stunden pro Woche muss mindestens 1 sein.');
    expect(errorOf(result, 'budgetMax')).toBe(translate('de', 'validation.max.numeric', { field: 'Höchstpreis', max: JOB_LIMITS.budgetMaxCents / 100 }));
    expect(errorOf(result, 'endDate')).toBe('Enddatum darf nicht vor Startdatum liegen.');
    expect(result.current.job.form.formState.errors.languages?.[0]?.language?.message).toBe('Das Feld Sprache ist erforderlich.');
    expect(jobWrites(calls)).toHaveLength(0);
  });

  it('asks for the workers of a resource job only', async () => {
    const calls = mockFetch(withContent(() => ok([])));
    const { result } = renderJobForm();
    fill(result, { ...valid, workersNeeded: 0 });
    await send(result);
    expect(errorOf(result, 'workersNeeded')).toBeUndefined();
    expect(bodyOf(calls, 'POST', '/jobs')).toMatchObject({ workersNeeded: 1 });

    const resource = renderJobForm();
    fill(resource.result, { ...valid, type: 'resource', workersNeeded: 0, budgetMin: 3000, budgetMax: 4000 });
    expect(resource.result.current.job.resource).toBe(true);
    await send(resource.result);
    expect(errorOf(resource.result, 'workersNeeded')).toBe('Anzahl benötigter Mitarbeiter muss mindestens 1 sein.');
  });
});

describe('useJobForm: the request', () => {
  it('publishes a new job: cents, ISO dates, hours, skills, languages and certificates as given, the description as HTML, empty values left out; then back to /jobs', async () => {
    const calls = mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST' ? jsonResponse(201, { status: true, message: 'Auftrag veröffentlicht.', data: jobResponse() }) : ok([]),
      ),
    );
    const { result } = renderJobForm();
    fill(result, { ...valid, skills: ['skill-kabel'], languages: [{ language: 'lang-de', level: 'B2' }], certificates: [' VDE 0100 ', ''], workersNeeded: 4 });
    await send(result);
    await waitFor(() => expect(result.current.location).toBe('/jobs'));
    const body = bodyOf(calls, 'POST', '/jobs')!;
    // a fixed-budget job is for one worker whatever the hidden field holds; texts are trimmed
    expect(body).toMatchObject({ title: 'Elektroinstallation Neubau Leipzig', workersNeeded: 1, hours: 40, startDate: '2026-12-01' });
    expect([body['budgetMin'], body['budgetMax']]).toEqual([250000, 400050]);
    expect(body['description']).toBe('<p>Wir suchen <strong>zwei</strong> Elektriker.</p>');
    expect([body['skills'], body['languages'], body['certificates']]).toEqual([['skill-kabel'], [{ language: 'lang-de', level: 'B2' }], ['VDE 0100']]);
    // no end date, tools or documents: left out, not sent empty (§5); no coordinates without a chosen address
    for (const empty of ['endDate', 'tools', 'documents', 'draft']) expect(body).not.toHaveProperty(empty);
    expect(body['location']).toEqual({ address: 'Leipzig Zentrum', state: 'Sachsen' });
    expect(effects.successes).toEqual(['Auftrag veröffentlicht.']);
  });

  it('keeps a new job as a draft with draft: true', async () => {
    const calls = mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST' ? jsonResponse(201, { status: true, message: 'Entwurf gespeichert.', data: jobResponse({ status: 'draft' }) }) : ok([]),
      ),
    );
    const { result } = renderJobForm();
    fill(result, valid);
    await send(result, true);
    await waitFor(() => expect(result.current.location).toBe('/jobs'));
    expect(bodyOf(calls, 'POST', '/jobs')).toMatchObject({ draft: true, title: 'Elektroinstallation Neubau Leipzig' });
  });

  it('takes the chosen address with its city, postcode, coordinates and federal state into the location', async () => {
    const calls = mockFetch(
      withContent((call) => {
        if (pathOf(call) === API_PATHS.geoAutocomplete) return ok([leipzig, { ...leipzig, label: 'Leipzig, Bayern?', state: null }]);
        if (pathOf(call) === '/jobs' && call.method === 'POST') return jsonResponse(201, { status: true, message: 'Auftrag veröffentlicht.', data: jobResponse() });
        return ok([]);
      }),
    );
    const { result } = renderJobForm();
    fill(result, { ...valid, address: '', state: '' });
    // the suggestions as the kit's AddressField offers them (the one geocoder client, geo.api.ts)
    let shown: AddressSuggestion[] = [];
    const fetchSuggestions = renderHookWithApp(() => usePlaceSuggestions(), { role: 'client', path: '/jobs-post' });
    await act(async () => {
      shown = await fetchSuggestions.result.current('Augustusplatz');
    });
    expect(shown.map((s) => s.label)).toEqual([leipzig.label, 'Leipzig, Bayern?']);
    expect(new URL(calls.find((c) => pathOf(c) === API_PATHS.geoAutocomplete)!.url).searchParams.get('q')).toBe('Augustusplatz');

    // a suggestion without a federal state leaves the chosen state alone
    fill(result, { state: 'Bayern' });
    act(() => result.current.job.selectAddress(shown[1]!));
    expect(result.current.job.form.getValues('state')).toBe('Bayern');
    act(() => result.current.job.selectAddress(shown[0]!));
    expect(result.current.job.form.getValues()).toMatchObject({ address: leipzig.label, city: 'Leipzig', postcode: '04109', state: 'Sachsen', lat: 51.34, lng: 12.38 });

    await send(result);
    await waitFor(() => expect(result.current.location).toBe('/jobs'));
    expect(bodyOf(calls, 'POST', '/jobs')?.['location']).toEqual({ address: leipzig.label, state: 'Sachsen', postcode: '04109', city: 'Leipzig', lat: 51.34, lng: 12.38 });
  });

  it('saves an edit with PATCH, emptied end date and lists as null, and does not publish an open job again', async () => {
    const calls = mockFetch(withContent((call) => (pathOf(call) === '/jobs/job-1' && call.method === 'PATCH' ? ok(jobResponse(), 'Auftrag gespeichert.') : ok([]))));
    const { result } = renderJobForm({ jobId: 'job-1', status: 'open', initial: jobToForm(jobResponse({ endDate: '2027-01-31', tools: [] })) });
    fill(result, { hours: 38, endDate: '', certificates: [] });
    await send(result);
    await waitFor(() => expect(result.current.location).toBe('/jobs'));
    const patch = bodyOf(calls, 'PATCH', '/jobs/job-1');
    expect(patch).toMatchObject({ hours: 38, budgetMin: 250000, endDate: null, tools: null, documents: null, certificates: null, skills: ['skill-kabel'] });
    expect(patch).not.toHaveProperty('draft');
    expect(calls.filter((c) => pathOf(c).endsWith('/publish'))).toHaveLength(0);
    expect(effects.successes).toEqual(['Auftrag gespeichert.']);
  });

  it('publishes a draft after saving it, but keeps it a draft when it is saved as one', async () => {
    const handler = withContent((call) => {
      if (pathOf(call) === '/jobs/job-1/publish') return ok(jobResponse(), 'Auftrag veröffentlicht.');
      if (pathOf(call) === '/jobs/job-1') return ok(jobResponse({ status: 'draft' }), 'Gespeichert.');
      return ok([]);
    });
    const initial = jobToForm(jobResponse({ status: 'draft' }));
    const writes = (calls: FetchCall[]) => jobWrites(calls).map((c) => `${c.method} ${pathOf(c)}`);

    let calls = mockFetch(handler);
    const published = renderJobForm({ jobId: 'job-1', status: 'draft', initial });
    await send(published.result);
    await waitFor(() => expect(published.result.current.location).toBe('/jobs'));
    expect(writes(calls)).toEqual(['PATCH /jobs/job-1', 'POST /jobs/job-1/publish']);

    calls = mockFetch(handler);
    const kept = renderJobForm({ jobId: 'job-1', status: 'draft', initial });
    await send(kept.result, true);
    await waitFor(() => expect(kept.result.current.location).toBe('/jobs'));
    expect(writes(calls)).toEqual(['PATCH /jobs/job-1']);
  });
});

describe('useJobForm: the API refuses', () => {
  const refusing = (errors: Record<string, string[]> | undefined, message = 'Die Eingaben sind ungültig.') =>
    mockFetch(
      withContent((call) =>
        pathOf(call) === '/jobs' && call.method === 'POST' ? jsonResponse(400, { status: false, message, code: 'VALIDATION_FAILED', ...(errors ? { errors } : {}) }) : ok([]),
      ),
    );

  it('maps the server’s field paths to the form’s fields and stays on the form', async () => {
    refusing({
      startDate: ['Das Startdatum darf nicht in der Vergangenheit liegen.'],
      'location.state': ['Bundesland ist ungültig.'],
      'skills.1': ['Fähigkeit unbekannt.'],
      'languages.0.language': ['Sprache unbekannt.'],
    });
    const { result } = renderJobForm();
    fill(result, { ...valid, skills: ['skill-kabel', 'skill-x'], languages: [{ language: 'lang-x', level: 'none' }] });
    await send(result);
    await waitFor(() => expect(errorOf(result, 'startDate')).toBe('Das Startdatum darf nicht in der Vergangenheit liegen.'));
    expect(errorOf(result, 'state')).toBe('Bundesland ist ungültig.');
    expect(errorOf(result, 'skills')).toBe('Fähigkeit unbekannt.');
    expect(result.current.job.form.formState.errors.languages?.[0]?.language?.message).toBe('Sprache unbekannt.');
    expect(result.current.job.generalError).toBeNull();
    expect(result.current.location).toBe('/jobs-post');
  });

  it('shows what no field shows above the form, or the envelope’s message when no field is named', async () => {
    refusing({ 'client.approved': ['Ihr Konto ist noch nicht freigegeben.'], title: ['Titel ist vergeben.'] });
    const named = renderJobForm();
    fill(named.result, valid);
    await send(named.result);
    await waitFor(() => expect(named.result.current.job.generalError).toBe('Ihr Konto ist noch nicht freigegeben.'));
    expect(errorOf(named.result, 'title')).toBe('Titel ist vergeben.');

    refusing(undefined, 'Zu viele Aufträge heute.');
    const unnamed = renderJobForm();
    fill(unnamed.result, valid);
    await send(unnamed.result);
    await waitFor(() => expect(unnamed.result.current.job.generalError).toBe('Zu viele Aufträge heute.'));
    expect(unnamed.result.current.location).toBe('/jobs-post');
  });

  it('knows which server paths a field shows', () => {
    expect(fieldOfServerPath('location.address')).toBe('address');
    expect(fieldOfServerPath('location.state.code')).toBe('state');
    expect(fieldOfServerPath('documents.3')).toBe('documents');
    expect(fieldOfServerPath('languages.2.language')).toBe('languages.2.language');
    expect(fieldOfServerPath('languages.2.level')).toBe('languages');
    expect(fieldOfServerPath('location.postcode')).toBeNull();
    expect(fieldOfServerPath('titles')).toBeNull();
  });
});

describe('useJobForm: tools and documents', () => {
  it('keeps only the tools the chosen service has', async () => {
    mockFetch(
      withContent((call) =>
        pathOf(call) === API_PATHS.toolLists ? ok([{ _id: 'tool-1', serviceId: 'svc-elektro', name: 'Kabeltrommel', nameDe: 'Kabeltrommel', nameEn: 'Cable drum' }]) : ok([]),
      ),
    );
    const { result } = renderJobForm({ initial: { ...emptyJobForm(), tools: ['tool-1', 'tool-old'] } });
    expect(result.current.job.tools).toBeUndefined();
    fill(result, { serviceId: 'svc-elektro' });
    await waitFor(() => expect(result.current.job.tools?.map((tool) => tool._id)).toEqual(['tool-1']));
    await waitFor(() => expect(result.current.job.form.getValues('tools')).toEqual(['tool-1']));
  });

  it('adds an upload in the empty slot, replaces and removes documents, and offers no empty slot at the limit', () => {
    mockFetch(withContent(() => ok([])));
    const { result } = renderJobForm();
    act(() => result.current.job.setDocument(0, 'uploads/a.pdf'));
    act(() => result.current.job.setDocument(1, 'uploads/b.pdf'));
    expect(result.current.job.documentSlots).toEqual(['uploads/a.pdf', 'uploads/b.pdf', null]);
    act(() => result.current.job.setDocument(0, 'uploads/c.pdf'));
    act(() => result.current.job.setDocument(1, null));
    expect(result.current.job.documents).toEqual(['uploads/c.pdf']);

    const full = Array.from({ length: JOB_LIMITS.documentsMax }, (_, i) => `uploads/${i}.pdf`);
    fill(result, { documents: full });
    expect(result.current.job.documentSlots).toEqual(full);
  });
});
