import { jest } from '@jest/globals';
import type { WorkerResponse } from '@fachwerk/shared/contracts';
import { editWorkerDraftStarted, type ApiError, ensureLanguage, selectAddWorkerDraft, selectEditWorkerDraft } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderHookWithApp, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { act, configure, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAddWorker, useEditWorker, useWorkerFieldNames, useWorkerForm, type WorkerFormOptions } from './use-worker-form';
import { emptyWorkerForm, formFromDraft, fromWorker, type WorkerFormValues } from './worker-form';

configure({ asyncUtilTimeout: 5000 });

/** A stored worker: a fitter with one reference, the rest of the profile empty. */
const stored: WorkerResponse = {
  ...{ _id: 'w-1', supplierId: 'id-supplier', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' },
  ...{ fullName: 'Jonas Becker', email: 'jonas@example.de', dialCode: '+49', phoneNumber: '1701234567', position: 'Monteur', startDate: '2026-01-05' },
  ...{ jobType: 'hourly', proficiency: 'medium', termAndCondition: 1, isAddFavorite: 0, availability: 'free', assigned: false },
  serviceType: ['svc-1'],
  reference: [{ name: 'Klaus Meier', number: '0221 123456' }],
};

const refusal = (errors?: Record<string, string[]>): ApiError => ({
  status: 400,
  message: 'Die Eingaben sind ungültig.',
  code: 'VALIDATION_FAILED',
  ...(errors ? { errors } : {}),
});

function renderWorkerForm(values: WorkerFormValues = emptyWorkerForm(), error: ApiError | null = null) {
  const onChange = jest.fn<WorkerFormOptions['onChange']>();
  const onSubmit = jest.fn<WorkerFormOptions['onSubmit']>();
  const rendered = renderHookWithApp((props: { error: ApiError | null }) => useWorkerForm({ values, onChange, onSubmit, error: props.error }), {
    role: 'supplier',
    initialProps: { error },
  });
  return { ...rendered, onChange, onSubmit };
}

type Form = ReturnType<typeof renderWorkerForm>['result']['current'];

const fill = (form: Form, values: Partial<WorkerFormValues>) =>
  act(() => {
    for (const [field, value] of Object.entries(values)) form.form.setValue(field as keyof WorkerFormValues, value as never);
  });

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('useWorkerForm: defaults and names', () => {
  it('starts from the draft over the §9 defaults: +49, full time, fresher, terms and favourite not set', () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result } = renderWorkerForm(formFromDraft({ fullName: 'Mara Klein' }));
    expect(result.current.form.getValues()).toEqual({ ...emptyWorkerForm(), fullName: 'Mara Klein' });
    expect(emptyWorkerForm()).toMatchObject({ dialCode: '+49', jobType: 'fullTime', proficiency: 'fresher', termAndCondition: 0, isAddFavorite: 0, workingHrs: null });
    expect(result.current.refusedElsewhere).toBe(false);
  });

  it('names a list row’s field with its row number, and starts labels with a capital letter', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result } = renderHookWithApp(() => ({ names: useWorkerFieldNames(), i18n: useTranslation().i18n }));
    expect(result.current.names.name('reference.1.name')).toBe('Name (2)');
    expect(result.current.names.name('serviceAreaLocationPrefernces.0.serviceArea')).toBe(`${result.current.names.name('serviceArea')} (1)`);
    await act(async () => {
      await ensureLanguage('en');
      await result.current.i18n.changeLanguage('en');
    });
    expect(result.current.names.name('email')).toBe('email');
    expect(result.current.names.label('email')).toBe('Email');
    expect(result.current.names.label('reference.0.number')).toBe('Phone number (1)');
    await act(async () => {
      await result.current.i18n.changeLanguage('de');
    });
  });
});

describe('useWorkerForm: refusals and sending', () => {
  it('refuses what the contracts rules refuse, names the field, and sends nothing', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result, onSubmit } = renderWorkerForm();
    fill(result.current, { email: 'keine-mail', workingHrs: 25, startDate: '2026-03-01', endDate: '2026-02-28' });
    await act(async () => result.current.references.add());
    await act(() => result.current.submit());
    expect(result.current.error('fullName')).toBe('Das Feld Vollständiger Name ist erforderlich.');
    expect(result.current.error('email')).toBe('Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.');
    expect(result.current.error('workingHrs')).toBe('Arbeitsstunden pro Tag darf nicht größer als 24 sein.');
    expect(result.current.error('endDate')).toBe('Enddatum darf nicht vor Startdatum liegen.');
    expect(result.current.error('reference.0.name')).toBe('Das Feld Name (1) ist erforderlich.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid form, with 7,5 hours as a number', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result, onSubmit } = renderWorkerForm();
    fill(result.current, { fullName: 'Lena Wolf', workingHrs: 7.5, phoneNumber: '+49 170 1234567' });
    await act(() => result.current.submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ fullName: 'Lena Wolf', workingHrs: 7.5, phoneNumber: '+49 170 1234567' });
  });

  it('hands every change on as a plain copy for the draft', () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result, onChange } = renderWorkerForm();
    fill(result.current, { position: 'Helferin' });
    const last = onChange.mock.calls.at(-1)![0];
    expect(last).toEqual({ ...emptyWorkerForm(), position: 'Helferin' });
    expect(last).not.toBe(result.current.form.getValues());
  });

  it('shows the API’s field errors at their fields, and a refusal without any above the buttons', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result, rerender } = renderWorkerForm();
    rerender({ error: refusal({ cv: ['Lebenslauf: Die Datei wurde nicht von Ihrem Konto hochgeladen.'], 'reference.0.number': ['Nummer ungültig.'] }) });
    await waitFor(() => expect(result.current.error('cv')).toBe('Lebenslauf: Die Datei wurde nicht von Ihrem Konto hochgeladen.'));
    expect(result.current.error('reference.0.number')).toBe('Nummer ungültig.');
    expect(result.current.refusedElsewhere).toBe(false);

    rerender({ error: { status: 409, code: 'CONFLICT', message: 'Der Mitarbeiter ist schon angelegt.' } });
    expect(result.current.refusedElsewhere).toBe(true);
    rerender({ error: null });
    expect(result.current.refusedElsewhere).toBe(false);
  });
});

describe('useWorkerForm: list rows and service areas', () => {
  it('adds empty rows and removes them', async () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result } = renderWorkerForm();
    await act(async () => {
      result.current.experience.add();
      result.current.references.add();
      result.current.areas.add();
      result.current.areas.add();
    });
    expect(result.current.form.getValues(['previousWorkExperience', 'reference', 'serviceAreaLocationPrefernces'])).toEqual([
      [{ workTitle: '', workRole: '' }],
      [{ name: '', number: '' }],
      [
        { serviceArea: '', locationPreference: '', city: '', state: '', country: '' },
        { serviceArea: '', locationPreference: '', city: '', state: '', country: '' },
      ],
    ]);
    expect(result.current.areas.keys).toHaveLength(2);
    await act(async () => result.current.areas.remove(0));
    await act(async () => result.current.experience.remove(0));
    expect(result.current.areas.keys).toHaveLength(1);
    expect(result.current.experience.keys).toEqual([]);
  });

  it('fills a service-area row from the chosen address and keeps a service area already typed', () => {
    mockFetch(() => jsonResponse(404, { status: false, message: 'nicht gefunden' }));
    const { result } = renderWorkerForm({
      ...emptyWorkerForm(),
      serviceAreaLocationPrefernces: [
        { serviceArea: '', locationPreference: '', city: '', state: '', country: '' },
        { serviceArea: 'Großraum Köln', locationPreference: 'nah', city: '', state: '', country: '' },
        { serviceArea: '', locationPreference: '', city: '', state: '', country: '' },
      ],
    });
    act(() => result.current.areas.setQuery(0, 'Leip'));
    act(() => result.current.areas.setQuery(1, 'Köln'));
    expect([result.current.areas.query(0), result.current.areas.query(1), result.current.areas.query(2)]).toEqual(['Leip', 'Köln', '']);

    act(() => result.current.areas.select(0, { label: 'Leipzig, Sachsen', city: 'Leipzig', state: 'Sachsen', country: 'Deutschland', lat: 51.34, long: 12.37 }));
    act(() => result.current.areas.select(1, { label: 'Köln', city: 'Köln', state: 'Nordrhein-Westfalen', lat: 50.94, long: 6.96 }));
    act(() => result.current.areas.select(2, { label: 'Rügen' }));
    expect(result.current.form.getValues('serviceAreaLocationPrefernces')).toEqual([
      { serviceArea: 'Leipzig', locationPreference: '', city: 'Leipzig', state: 'Sachsen', country: 'Deutschland', lat: 51.34, long: 12.37 },
      { serviceArea: 'Großraum Köln', locationPreference: 'nah', city: 'Köln', state: 'Nordrhein-Westfalen', country: '', lat: 50.94, long: 6.96 },
      { serviceArea: 'Rügen', locationPreference: '', city: '', state: '', country: '', lat: undefined, long: undefined },
    ]);
  });
});

/** API fake: POST /workers (400 with field errors for a taken e-mail), GET/PATCH /workers/w-1; the rest 404. */
function fakeApi(createdMessage = 'Der Mitarbeiter wurde angelegt.') {
  return mockFetch((call: FetchCall) => {
    const path = new URL(call.url).pathname;
    if (path.endsWith('/workers') && call.method === 'POST') {
      const body = JSON.parse(call.body ?? '{}') as { email?: string };
      if (body.email === 'fremd@example.de') return jsonResponse(400, { status: false, message: 'Die Eingaben sind ungültig.', errors: { email: ['vergeben'] } });
      return jsonResponse(201, { status: true, message: createdMessage, data: { ...stored, _id: 'w-2' } });
    }
    if (path.endsWith('/workers/w-1') && call.method === 'PATCH') return jsonResponse(200, { status: true, message: '', data: stored });
    if (path.endsWith('/workers/w-1')) return jsonResponse(200, { status: true, message: 'ok', data: stored });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
}

const written = (calls: FetchCall[], method: string) => calls.filter((c) => c.method === method).map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);

describe('useAddWorker', () => {
  const renderAdd = () => renderHookWithApp(() => ({ worker: useAddWorker(), location: useLocation().pathname }), { role: 'supplier', path: '/add-worker' });

  it('keeps the form in the ADDWORKER draft and starts from it', () => {
    fakeApi();
    const { result, store } = renderAdd();
    expect(result.current.worker.values).toEqual(emptyWorkerForm());
    act(() => result.current.worker.onChange({ ...emptyWorkerForm(), fullName: 'Mara Klein' }));
    expect(selectAddWorkerDraft(store.getState())['fullName']).toBe('Mara Klein');
    expect(result.current.worker.values.fullName).toBe('Mara Klein');
  });

  it('sends the new worker without empty values, drops the draft and goes back to the team with the API’s message', async () => {
    const calls = fakeApi();
    const { result, store } = renderAdd();
    act(() => result.current.worker.onChange({ ...emptyWorkerForm(), fullName: 'Lena Wolf' }));
    act(() => result.current.worker.submit({ ...emptyWorkerForm(), fullName: ' Lena Wolf ', workingHrs: 7.5 }));
    expect(result.current.worker.busy).toBe(true);
    await waitFor(() => expect(result.current.location).toBe('/worker'));
    expect(written(calls, 'POST')).toEqual([
      { fullName: 'Lena Wolf', dialCode: '+49', workingHrs: 7.5, jobType: 'fullTime', proficiency: 'fresher', termAndCondition: 0, isAddFavorite: 0 },
    ]);
    expect(selectAddWorkerDraft(store.getState())['fullName']).toBeUndefined();
    expect(effects.successes).toEqual(['Der Mitarbeiter wurde angelegt.']);
  });

  it('says its own text when the API sends no message', async () => {
    fakeApi('');
    const { result } = renderAdd();
    act(() => result.current.worker.submit({ ...emptyWorkerForm(), fullName: 'Lena Wolf' }));
    await waitFor(() => expect(result.current.location).toBe('/worker'));
    expect(effects.successes).toEqual(['Der Mitarbeiter wurde angelegt.']);
  });

  it('keeps a refusal and the draft, and starting over drops both and remounts the form', async () => {
    fakeApi();
    const { result, store } = renderAdd();
    act(() => result.current.worker.onChange({ ...emptyWorkerForm(), fullName: 'Lena Wolf', email: 'fremd@example.de' }));
    act(() => result.current.worker.submit({ ...emptyWorkerForm(), fullName: 'Lena Wolf', email: 'fremd@example.de' }));
    await waitFor(() => expect(result.current.worker.error?.errors).toEqual({ email: ['vergeben'] }));
    expect(result.current.location).toBe('/add-worker');
    expect(selectAddWorkerDraft(store.getState())['fullName']).toBe('Lena Wolf');

    const key = result.current.worker.formKey;
    act(() => result.current.worker.startOver());
    expect(result.current.worker.error).toBeNull();
    expect(result.current.worker.formKey).not.toBe(key);
    expect(result.current.worker.values).toEqual(emptyWorkerForm());
  });
});

describe('useEditWorker', () => {
  const renderEdit = (id = 'w-1') =>
    renderHookWithApp(() => ({ worker: useEditWorker(id), location: useLocation().pathname }), { role: 'supplier', path: `/worker/edit-worker/${id}` });

  it('loads the worker and starts the EDITWORKER draft from it', async () => {
    fakeApi();
    const { result, store } = renderEdit();
    expect(result.current.worker.loading).toBe(true);
    expect(result.current.worker.values).toBeNull();
    expect(result.current.worker.startOver).toBeUndefined();
    await waitFor(() => expect(result.current.worker.values).toEqual(fromWorker(stored)));
    expect(selectEditWorkerDraft(store.getState())?.id).toBe('w-1');
    expect(result.current.worker.startOver).toBeDefined();
  });

  it('keeps a draft of the same worker when the user comes back, and starts over from the stored worker on request', async () => {
    fakeApi();
    const { result, store } = renderHookWithApp(
      () => ({ worker: useEditWorker('w-1') }),
      { role: 'supplier', path: '/worker/edit-worker/w-1' },
    );
    act(() => {
      store.dispatch(editWorkerDraftStarted({ id: 'w-1', values: { ...fromWorker(stored), position: 'Polier' } }));
    });
    await waitFor(() => expect(result.current.worker.startOver).toBeDefined());
    expect(result.current.worker.values?.position).toBe('Polier');
    const key = result.current.worker.formKey;
    act(() => result.current.worker.startOver!());
    expect(result.current.worker.values?.position).toBe('Monteur');
    expect(result.current.worker.formKey).not.toBe(key);
  });

  it('sends the change with PATCH, emptied fields as null, then goes back to the team', async () => {
    const calls = fakeApi();
    const { result } = renderEdit();
    await waitFor(() => expect(result.current.worker.values).not.toBeNull());
    act(() => result.current.worker.submit({ ...result.current.worker.values!, position: '', proficiency: 'expert' }));
    await waitFor(() => expect(result.current.location).toBe('/worker'));
    expect(written(calls, 'PATCH')[0]).toMatchObject({ fullName: 'Jonas Becker', position: null, proficiency: 'expert', reference: [{ name: 'Klaus Meier', number: '0221 123456' }] });
    expect(effects.successes).toEqual(['Der Mitarbeiter wurde gespeichert.']);
  });

  it('says when the worker is not found', async () => {
    fakeApi();
    const { result } = renderEdit('w-9');
    await waitFor(() => expect(result.current.worker.notFound).toBe(true));
    expect(result.current.worker.values).toBeNull();
  });
});
