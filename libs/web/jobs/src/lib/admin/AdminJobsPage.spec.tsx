import type { JobResponse, JobStatus, JobSummary, MyJobsResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AdminJobsPage } from './AdminJobsPage';

const job = (id: string, status: JobStatus, overrides: Partial<JobResponse> = {}): JobResponse => ({
  _id: id,
  type: 'resource',
  title: `Elektriker gesucht ${id}`,
  status,
  serviceId: 'svc-1',
  startDate: '2026-12-01',
  endDate: null,
  hours: 40,
  workersNeeded: 2,
  workersAwarded: 0,
  budgetMin: 3500,
  budgetMax: 4500,
  location: { address: 'Hauptstraße 1, 10115 Berlin', state: 'Berlin' },
  experience: 'Medium',
  skills: [],
  languages: [],
  accommodation: false,
  excerpt: 'Zwei Elektriker für eine Baustelle',
  applicationsCount: 3,
  client: {
    _id: id === 'j3' ? 'c2' : 'c1',
    companyName: id === 'j3' ? 'Holz AG' : 'Bau GmbH',
    rating: { average: null, count: 0 },
  },
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  description: '<p>Zwei Elektriker</p>',
  documents: [],
  tools: [],
  certificates: [],
  constructionException: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

let jobs: JobResponse[];
let calls: FetchCall[];
let deactivateStatus = 200;

beforeEach(() => {
  recordApiEffects();
  deactivateStatus = 200;
  jobs = [job('j1', 'open'), job('j2', 'in_progress'), job('j3', 'draft')];
  calls = mockFetch((call) => {
    const url = new URL(call.url);
    if (call.method === 'GET' && url.pathname === '/api/v1/admin/jobs') {
      const p = url.searchParams;
      const filtered = jobs.filter(
        (j) =>
          (!p.get('type') || j.type === p.get('type')) &&
          (!p.get('clientId') || j.client._id === p.get('clientId')) &&
          (!p.get('q') || j.title.includes(p.get('q')!)),
      );
      const counts = { draft: 0, open: 0, in_progress: 0, completed: 0, closed: 0 };
      for (const j of filtered) counts[j.status] += 1;
      const items: JobSummary[] = filtered.filter((j) => !p.get('status') || j.status === p.get('status'));
      const data: MyJobsResponse = {
        items,
        total: items.length,
        page: Number(p.get('page')),
        limit: Number(p.get('limit')),
        counts,
      };
      return jsonResponse(200, { status: true, message: 'ok', data });
    }
    const one = /^\/api\/v1\/jobs\/([^/]+)$/.exec(url.pathname);
    if (call.method === 'GET' && one) {
      return jsonResponse(200, { status: true, message: 'ok', data: jobs.find((j) => j._id === one[1]) });
    }
    const deactivate = /^\/api\/v1\/admin\/jobs\/([^/]+)\/deactivate$/.exec(url.pathname);
    if (call.method === 'POST' && deactivate) {
      if (deactivateStatus !== 200)
        return jsonResponse(deactivateStatus, {
          status: false,
          message: 'Nur ein Entwurf oder offener Auftrag kann deaktiviert werden.',
          code: 'JOB_NOT_ACTIVE',
        });
      const target = jobs.find((j) => j._id === deactivate[1])!;
      const { reason } = JSON.parse(call.body ?? '{}') as { reason: string };
      Object.assign(target, { status: 'closed', closedReason: 'deactivated', deactivationReason: reason });
      return jsonResponse(200, { status: true, message: 'Der Auftrag wurde deaktiviert.', data: target });
    }
    return jsonResponse(404, { status: false, message: 'Nicht gefunden' });
  });
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}
function renderPage(path = '/jobs') {
  return renderWithApp(
    <>
      <AdminJobsPage />
      <Location />
    </>,
    { role: 'admin', path },
  );
}
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const search = () => screen.getByTestId('location').textContent;

describe('AdminJobsPage', () => {
  it('shows status tabs with counts and filters by tab, type and client in the URL', async () => {
    renderPage();
    await screen.findByText('Elektriker gesucht j1');
    const tabs = screen.getByRole('navigation', { name: 'Status' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((t) => t.textContent),
    ).toEqual([
      'Alle (3)',
      'Entwurf (1)',
      'Offen (1)',
      'In Arbeit (1)',
      'Abgeschlossen (0)',
      'Geschlossen (0)',
    ]);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Offen (1)' }));
    await waitFor(() => expect(screen.queryByText('Elektriker gesucht j2')).toBeNull());
    expect(search()).toBe('?status=open');

    fireEvent.change(screen.getByLabelText('Auftragsart'), { target: { value: 'fixedBudget' } });
    expect(await screen.findByText('Keine Aufträge gefunden.')).toBeTruthy();
    expect(search()).toBe('?status=open&type=fixedBudget');
  });

  it('filters by the client of a row and removes that filter again', async () => {
    renderPage();
    await screen.findByText('Elektriker gesucht j3');
    fireEvent.click(within(row('Elektriker gesucht j3')).getByRole('button', { name: 'Holz AG' }));
    await waitFor(() => expect(screen.queryByText('Elektriker gesucht j1')).toBeNull());
    expect(search()).toBe('?clientId=c2');
    expect(screen.getByText(/Auftraggeber: Holz AG/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filter Auftraggeber entfernen' }));
    expect(await screen.findByText('Elektriker gesucht j1')).toBeTruthy();
  });

  it('offers deactivation only for draft and open jobs', async () => {
    renderPage();
    await screen.findByText('Elektriker gesucht j1');
    expect(
      within(row('Elektriker gesucht j1')).queryByRole('button', { name: 'Deaktivieren' }),
    ).not.toBeNull();
    expect(
      within(row('Elektriker gesucht j3')).queryByRole('button', { name: 'Deaktivieren' }),
    ).not.toBeNull();
    expect(within(row('Elektriker gesucht j2')).queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
  });

  it('deactivates with a required reason and then shows the reason', async () => {
    renderPage();
    await screen.findByText('Elektriker gesucht j1');
    fireEvent.click(within(row('Elektriker gesucht j1')).getByRole('button', { name: 'Deaktivieren' }));
    const dialog = screen.getByTestId('deactivate-job-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Auftrag deaktivieren');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Das Feld Grund ist erforderlich.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Grund'), {
      target: { value: '  Verstoß gegen die Richtlinien  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(screen.queryByTestId('deactivate-job-dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [new URL(c.url).pathname, JSON.parse(c.body ?? '{}')])).toEqual([
      ['/api/v1/admin/jobs/j1/deactivate', { reason: 'Verstoß gegen die Richtlinien' }],
    ]);
    await waitFor(() =>
      expect(within(row('Elektriker gesucht j1')).getByTestId('deactivation-reason').textContent).toBe(
        'Deaktiviert: Verstoß gegen die Richtlinien',
      ),
    );
    expect(within(row('Elektriker gesucht j1')).queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
  });

  it('keeps the dialog open when deactivation fails (the error toast comes from the API layer)', async () => {
    const effects = recordApiEffects();
    deactivateStatus = 409;
    renderPage();
    await screen.findByText('Elektriker gesucht j1');
    fireEvent.click(within(row('Elektriker gesucht j1')).getByRole('button', { name: 'Deaktivieren' }));
    const dialog = screen.getByTestId('deactivate-job-dialog');
    fireEvent.change(within(dialog).getByLabelText('Grund'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(effects.errors).toEqual(['Nur ein Entwurf oder offener Auftrag kann deaktiviert werden.']));
    expect(screen.getByTestId('deactivate-job-dialog')).toBeTruthy();
  });

  it('opens the details of a job from its row', async () => {
    jobs[1] = job('j2', 'closed', { closedReason: 'deactivated', deactivationReason: 'Doppelt eingestellt' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Elektriker gesucht j2' }));
    const details = await screen.findByTestId('admin-job-details');
    expect(await within(details).findByText('Doppelt eingestellt')).toBeTruthy();
    expect(within(details).getByText('Von der Plattform deaktiviert')).toBeTruthy();
    expect(within(details).getByText('35,00 € – 45,00 € pro Stunde und Mitarbeiter')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByTestId('admin-job-details')).toBeNull();
  });
});
