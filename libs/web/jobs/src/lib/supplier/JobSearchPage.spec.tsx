import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CONTENT, jobResponse, jobSummary, page, pathOf } from '@fachwerk/web/data-access/testing/job-fixtures';
import { JobSearchPage } from './JobSearchPage';

configure({ asyncUtilTimeout: 5000 });

function Location() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${decodeURIComponent(location.search)}`}</output>
  );
}

function renderSearch(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/job-list" element={<JobSearchPage />} />
        <Route path="/job-list/:id" element={<JobSearchPage />} />
      </Routes>
      <Location />
    </>,
    { role: 'supplier', path },
  );
}

/** Query of a call as key → values (bracket arrays keep their brackets). */
const queryOf = (call: FetchCall) => {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(call.url).searchParams) {
    if (key.endsWith('[]')) out[key] = [...((out[key] as string[]) ?? []), value];
    else out[key] = value;
  }
  return out;
};

const ok = (data: unknown) => jsonResponse(200, { status: true, message: 'ok', data });

function api(overrides: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const path = pathOf(call.url);
    if (path === '/content') return ok(CONTENT);
    if (path === '/jobs') return ok(page([jobSummary()], 1));
    if (path === '/jobs/job-1') return ok(jobResponse());
    return jsonResponse(404, { status: false, message: 'not found' });
  });
}
const searches = (calls: FetchCall[]) => calls.filter((c) => pathOf(c.url) === '/jobs' && c.method === 'GET');

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('JobSearchPage', () => {
  it('fills the form from the URL and sends the same search to the API (cents, bracket arrays)', async () => {
    const calls = api();
    renderSearch(
      '/job-list?q=Elektriker&type=resource&skills[]=sk-schalt&languages[]=lang-de&state=Bayern&budgetMin=30&budgetMax=50&experience=Medium&sort=budget&page=2',
    );
    const card = await screen.findByTestId('job-card');
    expect(queryOf(searches(calls)[0]!)).toEqual({
      page: '2',
      limit: '20',
      q: 'Elektriker',
      type: 'resource',
      'skills[]': ['sk-schalt'],
      'languages[]': ['lang-de'],
      state: 'Bayern',
      budgetMin: '3000',
      budgetMax: '5000',
      experience: 'Medium',
      sort: 'budget',
    });
    expect((screen.getByLabelText('Suchbegriff') as HTMLInputElement).value).toBe('Elektriker');
    expect((screen.getByLabelText('Auftragsart') as HTMLSelectElement).value).toBe('resource');
    expect((screen.getByLabelText('Bundesland') as HTMLSelectElement).value).toBe('Bayern');
    expect((screen.getByLabelText('Budget von (€)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Sortierung') as HTMLSelectElement).value).toBe('budget');
    await waitFor(() =>
      expect((screen.getByLabelText('Schaltschrankbau') as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByLabelText('Deutsch') as HTMLInputElement).checked).toBe(true);
    // the result card: trade, type, place, start, budget per hour per employee, workers, client + rating
    expect(card.textContent).toContain('Elektroinstallation · Arbeitnehmerüberlassung (Personal)');
    expect(card.textContent).toContain('München, Bayern');
    expect(card.textContent).toContain('01.03.2027');
    expect(card.textContent).toMatch(/35,00\s€ – 45,50\s€ pro Stunde und Mitarbeiter/);
    expect(card.textContent).toContain('Bau Huber GmbH (4,5 von 5 (2 Bewertungen))');
  });

  it('writes filter changes to the URL (page back to 1) and searches with them', async () => {
    const calls = api();
    renderSearch('/job-list?page=3');
    await screen.findByTestId('job-card');

    fireEvent.change(screen.getByLabelText('Bundesland'), { target: { value: 'Berlin' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/job-list?state=Berlin'));

    await waitFor(() => expect(screen.getByLabelText('Schweißen')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('Schweißen'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/job-list?state=Berlin&skills[]=sk-weld'),
    );

    fireEvent.change(screen.getByLabelText('Suchbegriff'), { target: { value: 'Schweißer' } });
    fireEvent.change(screen.getByLabelText('Budget bis (€)'), { target: { value: '45,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/job-list?state=Berlin&skills[]=sk-weld&q=Schweißer&budgetMax=45.5',
      ),
    );
    await waitFor(() =>
      expect(queryOf(searches(calls).at(-1)!)).toEqual({
        page: '1',
        limit: '20',
        q: 'Schweißer',
        'skills[]': ['sk-weld'],
        state: 'Berlin',
        budgetMax: '4550',
      }),
    );
  });

  it('reads the budget the German way: "5.000" is five thousand euros, sent as cents', async () => {
    const calls = api();
    renderSearch('/job-list');
    await screen.findByTestId('job-card');
    fireEvent.change(screen.getByLabelText('Budget von (€)'), { target: { value: '5.000' } });
    fireEvent.change(screen.getByLabelText('Budget bis (€)'), { target: { value: '12.500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/job-list?budgetMin=5000&budgetMax=12500.5'),
    );
    await waitFor(() =>
      expect(queryOf(searches(calls).at(-1)!)).toEqual(
        expect.objectContaining({ budgetMin: '500000', budgetMax: '1250050' }),
      ),
    );
    expect((screen.getByLabelText('Budget von (€)') as HTMLInputElement).value).toBe('5.000');
  });

  it('refuses a budget range whose minimum is above its maximum', async () => {
    api();
    renderSearch('/job-list');
    await screen.findByTestId('job-card');
    fireEvent.change(screen.getByLabelText('Budget von (€)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Budget bis (€)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mindestpreis darf nicht größer als Höchstpreis sein.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/job-list');
  });

  it('offers "Filter zurücksetzen" when nothing matches, and resets the URL', async () => {
    api((call) => (pathOf(call.url) === '/jobs' ? ok(page([], 0)) : undefined));
    renderSearch('/job-list?q=Dachdecker&state=Bremen');
    const empty = await screen.findByTestId('job-search-empty');
    fireEvent.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/job-list'));
  });

  it('opens a job beside the list, keeping the search in the links', async () => {
    api();
    renderSearch('/job-list?q=Elektriker');
    const card = await screen.findByTestId('job-card');
    fireEvent.click(within(card).getByRole('link', { name: 'Elektrikerin gesucht' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/job-list/job-1?q=Elektriker'),
    );
    const details = await screen.findByTestId('job-details');
    expect(details.textContent).toContain('Für eine Baustelle in München.');
    expect(within(details).getByRole('link', { name: 'Ansehen und bewerben' }).getAttribute('href')).toBe(
      '/jobs-view/job-1',
    );
    expect(within(details).getByRole('link', { name: 'Details schließen' }).getAttribute('href')).toBe(
      '/job-list?q=Elektriker',
    );
  });

  it('saves and unsaves a job from its card', async () => {
    let saved = false;
    const calls = api((call) => {
      const path = pathOf(call.url);
      if (path === '/jobs/job-1/save') {
        saved = call.method === 'POST';
        return ok(null);
      }
      if (path === '/jobs') return ok(page([jobSummary({ saved })], 1));
      return undefined;
    });
    renderSearch('/job-list');
    const card = await screen.findByTestId('job-card');
    const toggle = within(card).getByRole('button', { name: '„Elektrikerin gesucht“ merken' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const pressed = await within(card).findByRole('button', {
      name: '„Elektrikerin gesucht“ nicht mehr merken',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => pathOf(c.url) === '/jobs/job-1/save').map((c) => c.method)).toEqual(['POST']);

    fireEvent.click(pressed);
    await within(card).findByRole('button', { name: '„Elektrikerin gesucht“ merken' });
    expect(calls.filter((c) => pathOf(c.url) === '/jobs/job-1/save').map((c) => c.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('shows the "beworben" badge on jobs the supplier applied to', async () => {
    api((call) => (pathOf(call.url) === '/jobs' ? ok(page([jobSummary({ applied: true })], 1)) : undefined));
    renderSearch('/job-list');
    const card = await screen.findByTestId('job-card');
    const badge = within(card).getByText('Beworben');
    expect(badge.getAttribute('data-tone')).toBe('success');
    expect(badge.getAttribute('data-status')).toBe('applied');
  });
});
