import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { CONTENT, jobSummary, page, pathOf } from '@fachwerk/web/data-access/testing/job-fixtures';
import { RelevantJobsPage } from './RelevantJobsPage';

configure({ asyncUtilTimeout: 5000 });
const ok = (data: unknown) => jsonResponse(200, { status: true, message: 'ok', data });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('RelevantJobsPage', () => {
  it('shows the score and each reason as a chip with catalogue names', async () => {
    mockFetch((call) => {
      const path = pathOf(call.url);
      if (path === '/content') return ok(CONTENT);
      if (path === '/jobs/relevant')
        return ok(
          page([
            {
              ...jobSummary(),
              score: 82,
              reasons: [
                { kind: 'service', matched: ['svc-elektro'] },
                { kind: 'skills', matched: ['sk-schalt', 'sk-weld'] },
                { kind: 'region', matched: ['Bayern'] },
                { kind: 'languages', matched: ['lang-de'] },
                { kind: 'availability', matched: [] },
              ],
            },
          ]),
        );
      return jsonResponse(404, { status: false, message: 'not found' });
    });
    renderWithApp(<RelevantJobsPage />, { role: 'supplier', path: '/relevant-jobs' });
    const card = await screen.findByTestId('job-card');
    expect(card.textContent).toContain('82 % Übereinstimmung');
    const chips = within(card).getByRole('list', { name: 'Warum dieser Auftrag passt' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Passt zu Ihrem Gewerk: Elektroinstallation',
        'Fähigkeiten: Schaltschrankbau, Schweißen',
        'Region: Bayern',
        'Sprachen: Deutsch',
        'Passt zu Ihrer Verfügbarkeit',
      ]),
    );
  });

  it('says so when nothing fits, linking to the profile and the search', async () => {
    mockFetch((call) => (pathOf(call.url) === '/jobs/relevant' ? ok(page([], 0)) : ok(CONTENT)));
    renderWithApp(<RelevantJobsPage />, { role: 'supplier', path: '/relevant-jobs' });
    expect(await screen.findByText('Zurzeit passen keine offenen Aufträge zu Ihrem Profil.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profil vervollständigen' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Aufträge suchen' }).getAttribute('href')).toBe('/job-list');
  });
});
