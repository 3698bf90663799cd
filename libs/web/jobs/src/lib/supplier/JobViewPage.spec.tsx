import type { ApplicationResponse, ErrorCode, WorkerResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CONTENT, jobResponse, page, pathOf } from '@fachwerk/web/data-access/testing/job-fixtures';
import { JobViewPage } from './JobViewPage';

configure({ asyncUtilTimeout: 5000 });

const ok = (data: unknown, message = 'ok') => jsonResponse(200, { status: true, message, data });
const conflict = (code: ErrorCode, message: string) => jsonResponse(409, { status: false, code, message });

const worker = (id: string, fullName: string, busy = false): WorkerResponse => ({
  _id: id,
  supplierId: 'id-supplier',
  fullName,
  dialCode: '+49',
  jobType: 'fullTime',
  proficiency: 'medium',
  termAndCondition: 0,
  isAddFavorite: 0,
  availability: busy ? 'busy' : 'free',
  assigned: false,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
});
const WORKERS = [
  worker('w1', 'Anna Becker'),
  worker('w2', 'Jonas Weber', true),
  worker('w3', 'Mehmet Yılmaz'),
];

const application = (overrides: Partial<ApplicationResponse> = {}): ApplicationResponse => ({
  _id: 'app-1',
  jobId: 'job-1',
  jobTitle: 'Elektrikerin gesucht',
  status: 'pending',
  price: 4250,
  message: 'Wir können ab März.',
  documents: [],
  workers: [],
  supplier: { _id: 'id-supplier', companyName: 'Sven Bau', rating: { average: null, count: 0 } },
  createdAt: '2026-11-10T10:00:00.000Z',
  supplierPermit: null,
  ...overrides,
});

function renderView(handler: (call: FetchCall) => Response | Promise<Response> | undefined) {
  const calls = mockFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    const path = pathOf(call.url);
    if (path === '/content') return ok(CONTENT);
    if (path === '/workers') return ok({ ...page(WORKERS, 3, 1, 100), counts: { free: 2, busy: 1 } });
    return jsonResponse(404, { status: false, message: 'not found' });
  });
  renderWithApp(
    <Routes>
      <Route path="/jobs-view/:id" element={<JobViewPage />} />
    </Routes>,
    { role: 'supplier', path: '/jobs-view/job-1' },
  );
  return calls;
}

/** Opens the apply dialog and fills a valid proposal (Anna Becker, 40 €, "Hallo"); answers the dialog. */
async function fillValidProposal(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
  const dialog = await screen.findByTestId('apply-dialog');
  fireEvent.click(await within(dialog).findByLabelText(/Anna Becker/));
  fireEvent.change(within(dialog).getByLabelText('Preis in € pro Stunde und Mitarbeiter'), {
    target: { value: '40' },
  });
  fireEvent.change(within(dialog).getByLabelText('Nachricht'), { target: { value: 'Hallo' } });
  return dialog;
}

beforeEach(() => {
  localStorage.clear();
});

describe('JobViewPage: documents', () => {
  it('shows a document by the name it was uploaded under, not its id', async () => {
    recordApiEffects();
    const path = '/api/v1/files/0b9e5b1e-7c55-4b8e-9d61-5d6f4c4f9a01';
    renderView((call) =>
      pathOf(call.url) === '/jobs/job-1'
        ? ok(jobResponse({ documents: [path], fileNames: { [path]: 'Bauplan Erdgeschoss.pdf' } }))
        : undefined,
    );
    expect(await screen.findByRole('button', { name: /Bauplan Erdgeschoss\.pdf/ })).toBeTruthy();
    expect(screen.queryByText('0b9e5b1e-7c55-4b8e-9d61-5d6f4c4f9a01')).toBeNull();
  });
});

describe('JobViewPage: apply', () => {
  it('validates the proposal, naming each field', async () => {
    recordApiEffects();
    const calls = renderView((call) => (pathOf(call.url) === '/jobs/job-1' ? ok(jobResponse()) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
    const dialog = await screen.findByTestId('apply-dialog');
    await within(dialog).findByText('Anna Becker');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect(within(dialog).getByText('Wählen Sie mindestens einen Eintrag im Feld Mitarbeiter.')).toBeTruthy();
    expect(within(dialog).getByText('Das Feld Preis ist erforderlich.')).toBeTruthy();
    expect(within(dialog).getByText('Die Nachricht darf nicht leer sein.')).toBeTruthy();

    // resource job for 2 workers: a third is too many
    for (const name of ['Anna Becker', 'Jonas Weber', 'Mehmet Yılmaz'])
      fireEvent.click(within(dialog).getByLabelText(new RegExp(name)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect(within(dialog).getByText('Im Feld Mitarbeiter sind höchstens 2 erlaubt.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows free and busy workers and sends cents, the message and no empty document slots', async () => {
    const effects = recordApiEffects();
    let applied = false;
    const calls = renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/jobs/job-1/applications' && call.method === 'POST') {
        applied = true;
        return jsonResponse(201, { status: true, message: 'Bewerbung gesendet.', data: application() });
      }
      if (path === '/jobs/job-1')
        return ok(jobResponse(applied ? { applied: true, myApplication: application() } : {}));
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt bewerben' }));
    const dialog = await screen.findByTestId('apply-dialog');
    expect(within(dialog).getByText('Preis in € pro Stunde und Mitarbeiter')).toBeTruthy();
    const busy = (await within(dialog).findByText('Jonas Weber')).closest('label')!;
    expect(busy.textContent).toContain('belegt');
    expect(within(dialog).getByText('Anna Becker').closest('label')!.textContent).toContain('frei');

    fireEvent.click(within(dialog).getByLabelText(/Anna Becker/));
    fireEvent.click(within(dialog).getByLabelText(/Mehmet Yılmaz/));
    fireEvent.change(within(dialog).getByLabelText('Preis in € pro Stunde und Mitarbeiter'), {
      target: { value: '42,50' },
    });
    fireEvent.change(within(dialog).getByLabelText('Nachricht'), {
      target: { value: '  Wir können ab März.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));

    await waitFor(() => expect(screen.queryByTestId('apply-dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/jobs/job-1/applications')!;
    expect(JSON.parse(post.body!)).toEqual({
      workerIds: ['w1', 'w3'],
      price: 4250,
      message: 'Wir können ab März.',
    });
    expect(effects.successes).toEqual(['Bewerbung gesendet.']);

    // after applying: "Beworben" with the status and a withdraw button
    const mine = await screen.findByTestId('my-application');
    expect(mine.textContent).toContain('Beworben');
    expect(mine.textContent).toContain('Offen');
    expect(within(mine).getByRole('button', { name: 'Bewerbung zurückziehen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt bewerben' })).toBeNull();
  });

  it('shows the server message of a 409 (already applied)', async () => {
    const effects = recordApiEffects();
    renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/jobs/job-1/applications')
        return conflict('ALREADY_APPLIED', 'Sie haben sich bereits auf diesen Auftrag beworben.');
      if (path === '/jobs/job-1') return ok(jobResponse());
      return undefined;
    });
    const dialog = await fillValidProposal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    const alert = await within(dialog).findByText('Sie haben sich bereits auf diesen Auftrag beworben.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.getAttribute('data-code')).toBe('ALREADY_APPLIED');
    expect(effects.errors).toEqual(['Sie haben sich bereits auf diesen Auftrag beworben.']);
    expect(effects.successes).toEqual([]);
    expect(screen.getByTestId('apply-dialog')).toBe(dialog);
  });

  it('is busy while the proposal is sent: both buttons unavailable, Escape does not close', async () => {
    recordApiEffects();
    let answer: (response: Response) => void = () => undefined;
    renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/jobs/job-1/applications') return new Promise<Response>((resolve) => (answer = resolve));
      if (path === '/jobs/job-1') return ok(jobResponse());
      return undefined;
    });
    const dialog = await fillValidProposal();
    const send = within(dialog).getByRole('button', { name: 'Bewerbung senden' }) as HTMLButtonElement;
    fireEvent.click(send);
    await waitFor(() => expect(send.disabled).toBe(true));
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByTestId('apply-dialog')).toBe(dialog);

    answer(conflict('ALREADY_APPLIED', 'Schon beworben.'));
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(within(dialog).getByRole('alert').textContent).toBe('Schon beworben.');
  });

  it("shows the API's field errors at their fields, without a second message below", async () => {
    recordApiEffects();
    renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/jobs/job-1/applications')
        return jsonResponse(400, {
          status: false,
          code: 'VALIDATION_FAILED',
          message: 'Bitte prüfen Sie Ihre Eingaben.',
          errors: { price: ['Der Preis ist zu hoch.'], 'documents.0': ['Diese Datei gehört Ihnen nicht.'] },
        });
      if (path === '/jobs/job-1') return ok(jobResponse());
      return undefined;
    });
    const dialog = await fillValidProposal();
    const price = within(dialog).getByLabelText('Preis in € pro Stunde und Mitarbeiter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bewerbung senden' }));
    expect((await within(dialog).findByText('Der Preis ist zu hoch.')).id).toBe('apply-price-error');
    expect(price.getAttribute('aria-describedby')).toBe('apply-price-error');
    expect(within(dialog).getByText('Diese Datei gehört Ihnen nicht.').id).toBe('apply-documents-error');
    expect(within(dialog).queryByText('Bitte prüfen Sie Ihre Eingaben.')).toBeNull();
  });

  it('withdraws a pending application after confirming', async () => {
    recordApiEffects();
    let status: ApplicationResponse['status'] = 'pending';
    const calls = renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/applications/app-1/withdraw') {
        status = 'withdrawn';
        return ok(application({ status }), 'Bewerbung zurückgezogen.');
      }
      if (path === '/jobs/job-1')
        return ok(jobResponse({ applied: true, myApplication: application({ status }) }));
      return undefined;
    });
    const mine = await screen.findByTestId('my-application');
    fireEvent.click(within(mine).getByRole('button', { name: 'Bewerbung zurückziehen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bewerbung zurückziehen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, zurückziehen' }));
    await waitFor(() => expect(screen.getByTestId('my-application').textContent).toContain('Zurückgezogen'));
    expect(
      within(screen.getByTestId('my-application')).queryByRole('button', { name: 'Bewerbung zurückziehen' }),
    ).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => pathOf(c.url))).toEqual([
      '/applications/app-1/withdraw',
    ]);
  });

  it('keeps the withdraw dialog open with the API message when it is refused', async () => {
    const effects = recordApiEffects();
    renderView((call) => {
      const path = pathOf(call.url);
      if (path === '/applications/app-1/withdraw')
        return conflict('APPLICATION_NOT_PENDING', 'Diese Bewerbung ist nicht mehr offen.');
      if (path === '/jobs/job-1') return ok(jobResponse({ applied: true, myApplication: application() }));
      return undefined;
    });
    const mine = await screen.findByTestId('my-application');
    fireEvent.click(within(mine).getByRole('button', { name: 'Bewerbung zurückziehen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bewerbung zurückziehen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, zurückziehen' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toBe('Diese Bewerbung ist nicht mehr offen.');
    expect(alert.getAttribute('data-code')).toBe('APPLICATION_NOT_PENDING');
    expect(effects.successes).toEqual([]);
    expect(
      (within(confirm).getByRole('button', { name: 'Ja, zurückziehen' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    // closed and opened again: a fresh question, not the old refusal
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Bewerbung zurückziehen' }));
    const again = await screen.findByRole('dialog', { name: 'Bewerbung zurückziehen?' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });
});
