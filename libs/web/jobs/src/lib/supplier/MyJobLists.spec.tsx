import type { ApplicationResponse, MyApplicationsResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CONTENT, jobSummary, page, pathOf } from '@fachwerk/web/data-access/testing/job-fixtures';
import { AppliedJobsPage } from './AppliedJobsPage';
import { SavedJobsPage } from './SavedJobsPage';

configure({ asyncUtilTimeout: 5000 });
const ok = (data: unknown, message = 'ok') => jsonResponse(200, { status: true, message, data });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('SavedJobsPage', () => {
  it('lists saved jobs, unsaves one and then shows the empty state linking to the search', async () => {
    let saved = true;
    const calls = mockFetch((call: FetchCall) => {
      const path = pathOf(call.url);
      if (path === '/content') return ok(CONTENT);
      if (path === '/jobs/job-1/save' && call.method === 'DELETE') {
        saved = false;
        return ok(null, 'Auftrag nicht mehr gemerkt.');
      }
      if (path === '/jobs/saved') return ok(page(saved ? [jobSummary({ saved: true })] : [], saved ? 1 : 0));
      return jsonResponse(404, { status: false, message: 'not found' });
    });
    renderWithApp(<SavedJobsPage />, { role: 'supplier', path: '/saved-jobs' });
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByRole('link', { name: 'Elektrikerin gesucht' }).getAttribute('href')).toBe(
      '/jobs-view/job-1',
    );
    fireEvent.click(within(card).getByRole('button', { name: '„Elektrikerin gesucht“ nicht mehr merken' }));
    expect(await screen.findByText('Sie haben noch keine Aufträge gemerkt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aufträge suchen' }).getAttribute('href')).toBe('/job-list');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => pathOf(c.url))).toEqual([
      '/jobs/job-1/save',
    ]);
  });
});

describe('AppliedJobsPage', () => {
  const application = (status: ApplicationResponse['status']): MyApplicationsResponse['items'][number] => ({
    _id: `app-${status}`,
    jobId: 'job-1',
    jobTitle: 'Elektrikerin gesucht',
    status,
    price: 4250,
    message: 'Hallo',
    documents: [],
    workers: [],
    supplier: { _id: 'id-supplier', companyName: 'Sven Bau', rating: { average: null, count: 0 } },
    createdAt: '2026-11-10T10:00:00.000Z',
    supplierPermit: null,
    job: jobSummary({ applied: true }),
  });

  it('filters by status with counts in the URL, and shows price and withdraw only while pending', async () => {
    const calls = mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === '/content') return ok(CONTENT);
      if (path === '/applications') {
        const status = new URL(call.url).searchParams.get('status');
        const items =
          status === 'rejected'
            ? [application('rejected')]
            : [application('pending'), application('rejected')];
        return ok({ ...page(items), counts: { pending: 1, awarded: 0, rejected: 1, withdrawn: 0 } });
      }
      return jsonResponse(404, { status: false, message: 'not found' });
    });
    renderWithApp(
      <>
        <Routes>
          <Route path="/applied-jobs" element={<AppliedJobsPage />} />
        </Routes>
        <Location />
      </>,
      { role: 'supplier', path: '/applied-jobs' },
    );
    const summaries = await screen.findAllByTestId('application-summary');
    expect(summaries).toHaveLength(2);
    expect(summaries[0]!.textContent).toMatch(/Offen.*Ihr Preis: 42,50\s€/);
    expect(within(summaries[0]!).getByRole('button', { name: 'Bewerbung zurückziehen' })).toBeTruthy();
    expect(within(summaries[1]!).queryByRole('button', { name: 'Bewerbung zurückziehen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Alle (2)' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Abgelehnt (1)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/applied-jobs?status=rejected'),
    );
    await waitFor(() => expect(screen.getAllByTestId('application-summary')).toHaveLength(1));
    expect(new URL(calls.at(-1)!.url).searchParams.get('status')).toBe('rejected');
  });

  it('restores the status filter and page from the URL on reload', async () => {
    const calls = mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === '/content') return ok(CONTENT);
      if (path === '/applications')
        return ok({
          ...page([application('rejected')], 25),
          counts: { pending: 0, awarded: 0, rejected: 25, withdrawn: 0 },
        });
      return jsonResponse(404, { status: false, message: 'not found' });
    });
    renderWithApp(<AppliedJobsPage />, { role: 'supplier', path: '/applied-jobs?status=rejected&page=2' });
    await screen.findAllByTestId('application-summary');
    expect(screen.getByRole('button', { name: 'Abgelehnt (25)' }).getAttribute('aria-pressed')).toBe('true');
    const query = new URL(calls.find((c) => pathOf(c.url) === '/applications')!.url).searchParams;
    expect([query.get('status'), query.get('page')]).toEqual(['rejected', '2']);
  });
});

describe('SavedJobsPage states', () => {
  it('shows the error with a retry, then the list', async () => {
    let fail = true;
    mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === '/content') return ok(CONTENT);
      if (path === '/jobs/saved')
        return fail
          ? jsonResponse(500, { status: false, message: 'kaputt' })
          : ok(page([jobSummary({ saved: true })], 1));
      return jsonResponse(404, { status: false, message: 'not found' });
    });
    renderWithApp(<SavedJobsPage />, { role: 'supplier', path: '/saved-jobs' });
    const alert = (await screen.findByText('Die Daten konnten nicht geladen werden.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('job-card')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
