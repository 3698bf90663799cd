import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import {
  CONTENT,
  jobResponse,
  jobSummary,
  page,
  pathOf,
} from '@fachwerk/web/data-access/testing/job-fixtures';
import { configure, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { itBuildsTheRoleRoutes } from '@fachwerk/web/ui/testing';
import { routes } from './routes';

// the dashboard is a lazy chunk compiled on first use: a busy machine needs more than a second
configure({ asyncUtilTimeout: 5000 });

const elementOf = (path: string) => routes.find((r) => r.path === path)!.element;
const ok = (data: unknown) => jsonResponse(200, { status: true, message: 'ok', data });
const market = () =>
  mockFetch((call) => {
    const path = pathOf(call.url);
    if (path === '/content') return ok(CONTENT);
    if (path === '/jobs') return ok(page([jobSummary()], 1));
    if (path === '/jobs/job-1') return ok(jobResponse());
    return jsonResponse(404, { status: false, message: 'not found' });
  });
const marketRoutes = (
  <Routes>
    <Route path="/job-list" element={elementOf('/job-list')} />
    <Route path="/jobs-view/:id" element={elementOf('/jobs-view/:id')} />
  </Routes>
);

describe('client remote routes', () => {
  itBuildsTheRoleRoutes(routes, {
    role: 'client',
    openJobs: 3,
    draftJobs: 1,
    newApplications: 4,
    inProgress: 2,
    awaitingApproval: 1,
    completed: 5,
  });

  it('let a client look at the market: the job search and a full job, without saving or applying', async () => {
    recordApiEffects();
    const calls = market();
    const list = renderWithApp(marketRoutes, { role: 'client', path: '/job-list' });
    const card = await screen.findByTestId('job-card', {}, { timeout: 5000 });
    expect(within(card).getByText('Elektrikerin gesucht')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /merken/ })).toBeNull();
    expect(calls.some((c) => pathOf(c.url) === '/jobs' && c.method === 'GET')).toBe(true);
    list.unmount();

    renderWithApp(marketRoutes, { role: 'client', path: '/jobs-view/job-1' });
    expect(
      await screen.findByRole('heading', { name: 'Elektrikerin gesucht' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt bewerben' })).toBeNull();
    expect(screen.queryByRole('button', { name: /merken/ })).toBeNull();
  });
});
