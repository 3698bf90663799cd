import type { MyJobsResponse } from '@fachwerk/shared/contracts';
import {
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { jobSummary, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { MyJobsPage } from './MyJobsPage';

configure({ asyncUtilTimeout: 5000 });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const counts = { draft: 1, open: 2, in_progress: 1, completed: 0, closed: 0 };
const mine = (
  items = [
    jobSummary({ _id: 'job-draft', title: 'Trockenbau Entwurf', status: 'draft', applicationsCount: 0 }),
    jobSummary({
      _id: 'job-open',
      title: 'Elektroinstallation Neubau Leipzig',
      status: 'open',
      applicationsCount: 3,
    }),
    jobSummary({
      _id: 'job-run',
      title: 'Personal Lagerhalle',
      type: 'resource',
      status: 'in_progress',
      workersNeeded: 4,
      workersAwarded: 4,
    }),
  ],
): MyJobsResponse => ({ items, total: items.length, page: 1, limit: 10, counts });

function renderList(path = '/jobs') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/jobs" element={<MyJobsPage />} />
      </Routes>
      <Location />
    </>,
    { role: 'client', path },
  );
}

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('MyJobsPage', () => {
  it('shows tabs with counts, applications, awarded x/y and only the actions each status allows', async () => {
    mockFetch(withContent(() => ok(mine())));
    renderList();
    expect((await screen.findByRole('button', { name: 'Alle (4)' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Offen (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entwurf (1)' })).toBeTruthy();

    const draft = screen.getByRole('article', { name: 'Trockenbau Entwurf' });
    expect(within(draft).getByRole('button', { name: '„Trockenbau Entwurf“ veröffentlichen' })).toBeTruthy();
    expect(
      within(draft).getByRole('link', { name: '„Trockenbau Entwurf“ bearbeiten' }).getAttribute('href'),
    ).toBe('/jobs-edit/job-draft');

    const open = screen.getByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    expect(within(open).getByRole('link', { name: '3 Bewerbungen' }).getAttribute('href')).toBe(
      '/apply-job/job-open',
    );
    expect(
      within(open).getByRole('button', { name: '„Elektroinstallation Neubau Leipzig“ schließen' }),
    ).toBeTruthy();
    expect(within(open).queryByRole('button', { name: /veröffentlichen/ })).toBeNull();

    const running = screen.getByRole('article', { name: 'Personal Lagerhalle' });
    expect(running.textContent).toContain('4/4 vergeben');
    expect(within(running).queryByRole('button')).toBeNull();
    expect(within(running).queryByRole('link', { name: /bearbeiten/ })).toBeNull();
  });

  it('keeps status, search and page in the URL', async () => {
    const calls = mockFetch(withContent(() => ok(mine())));
    renderList('/jobs?status=open&q=Leipzig');
    await screen.findByRole('article', { name: 'Elektroinstallation Neubau Leipzig' });
    const query = new URL(calls.find((c) => pathOf(c) === '/jobs/mine')!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ status: 'open', q: 'Leipzig', page: '1', limit: '10' });
    expect((screen.getByLabelText('Aufträge durchsuchen') as HTMLInputElement).value).toBe('Leipzig');

    fireEvent.click(screen.getByRole('button', { name: 'Entwurf (1)' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/jobs?status=draft&q=Leipzig'),
    );
    fireEvent.change(screen.getByLabelText('Aufträge durchsuchen'), { target: { value: 'Halle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/jobs?status=draft&q=Halle'),
    );
  });

  it('invites to post the first job when there is none', async () => {
    mockFetch(
      withContent(() =>
        ok({ ...mine([]), counts: { draft: 0, open: 0, in_progress: 0, completed: 0, closed: 0 } }),
      ),
    );
    renderList();
    expect(await screen.findByText('Sie haben noch keine Aufträge erstellt.')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Auftrag erstellen' }).map((l) => l.getAttribute('href')),
    ).toEqual(['/jobs-post', '/jobs-post']);
  });

  it('publishes a draft, closes after a confirm and deletes through the delete dialog', async () => {
    const calls = mockFetch(
      withContent((call) => (call.method === 'GET' ? ok(mine()) : ok(null, `${call.method} ok`))),
    );
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: '„Trockenbau Entwurf“ veröffentlichen' }));
    await waitFor(() => expect(effects.successes).toEqual(['POST ok']));

    fireEvent.click(screen.getByRole('button', { name: '„Elektroinstallation Neubau Leipzig“ schließen' }));
    const confirm = screen.getByRole('dialog', { name: 'Auftrag schließen' });
    fireEvent.change(within(confirm).getByLabelText('Grund (optional, sehen nur Sie und die Plattform)'), {
      target: { value: '  Projekt verschoben  ' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '„Trockenbau Entwurf“ löschen' }));
    const del = screen.getByRole('dialog', { name: '„Trockenbau Entwurf“ endgültig löschen?' });
    fireEvent.click(within(del).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)}`)).toEqual([
      'POST /jobs/job-draft/publish',
      'POST /jobs/job-open/close',
      'DELETE /jobs/job-draft',
    ]);
    const close = calls.find((c) => c.method === 'POST' && pathOf(c) === '/jobs/job-open/close');
    expect(JSON.parse(close!.body!)).toEqual({ reason: 'Projekt verschoben' });
  });

  it('shows the note the client gave when closing', async () => {
    mockFetch(
      withContent(() =>
        ok({
          ...mine([
            jobSummary({
              _id: 'job-closed',
              title: 'Fliesen Bad',
              status: 'closed',
              closedNote: 'Projekt verschoben',
            }),
          ]),
          counts: { draft: 0, open: 0, in_progress: 0, completed: 0, closed: 1 },
        }),
      ),
    );
    renderList();
    expect((await screen.findByTestId('closed-note')).textContent).toBe('Ihr Grund: Projekt verschoben');
  });
});
