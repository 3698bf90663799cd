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
import { CONTENT, jobSummary, page, pathOf } from '@fachwerk/web/market-data-access/testing/job-fixtures';
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
});
