import type {
  AdminDashboard,
  ClientDashboard,
  DashboardResponse,
  SupplierDashboard,
  UserType,
} from '@fachwerk/shared/contracts';
import { NOT_APPROVED_MESSAGE_DE } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EngagementDashboardPage } from './EngagementDashboardPage';

let effects: RecordedEffects;
beforeEach(() => {
  effects = recordApiEffects();
});

const ok = (data: DashboardResponse) => jsonResponse(200, { status: true, message: 'ok', data });

function renderDashboard(role: UserType) {
  renderWithApp(<EngagementDashboardPage role={role} />, { role, path: '/dashboard' });
  return screen.getByTestId(`dashboard-${role}`);
}

/** The figure cards as `label: value → href`, in order. */
async function cards() {
  const figures = await screen.findByTestId('dashboard-figures');
  return within(figures)
    .getAllByRole('link')
    .map(
      (link) =>
        `${link.querySelector('.fw-figure__label')?.textContent}${link.querySelector('.fw-figure__value')?.textContent} → ${link.getAttribute('href')}`,
    );
}

describe('EngagementDashboardPage', () => {
  it('client: greeting and the client figures linking to their lists', async () => {
    const client: ClientDashboard = {
      role: 'client',
      openJobs: 3,
      draftJobs: 1,
      newApplications: 4,
      inProgress: 2,
      awaitingApproval: 1,
      completed: 12,
    };
    const calls = mockFetch(() => ok(client));
    const page = renderDashboard('client');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Hallo Clara');
    expect(await cards()).toEqual([
      'Offene Aufträge: 3 → /jobs?status=open',
      'Entwürfe: 1 → /jobs?status=draft',
      'Neue Bewerbungen: 4 → /jobs',
      'Arbeiten in Ausführung: 2 → /awarded-jobs',
      'Warten auf Ihre Abnahme: 1 → /awarded-jobs',
      'Abgeschlossene Arbeiten: 12 → /completed-jobs',
    ]);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['GET /api/v1/dashboard']);
  });

  it('supplier: applications per status, team and the rating with one decimal', async () => {
    const supplier: SupplierDashboard = {
      role: 'supplier',
      relevantJobs: 8,
      savedJobs: 2,
      applications: { pending: 3, awarded: 1, rejected: 0, withdrawn: 1 },
      awarded: 1,
      inProgress: 1,
      completed: 2,
      team: { free: 4, busy: 1 },
      rating: { average: 4.25, count: 6 },
    };
    mockFetch(() => ok(supplier));
    renderDashboard('supplier');
    expect(await cards()).toEqual([
      'Passende Aufträge: 8 → /relevant-jobs',
      'Gemerkte Aufträge: 2 → /saved-jobs',
      'Bewerbungen: Offen: 3 → /applied-jobs?status=pending',
      'Bewerbungen: Zuschlag erteilt: 1 → /applied-jobs?status=awarded',
      'Bewerbungen: Abgelehnt: 0 → /applied-jobs?status=rejected',
      'Bewerbungen: Zurückgezogen: 1 → /applied-jobs?status=withdrawn',
      'Erhaltene Aufträge: 1 → /awarded-jobs?status=awarded',
      'Arbeiten in Ausführung: 1 → /awarded-jobs?status=in_progress',
      'Abgeschlossene Arbeiten: 2 → /completed-jobs',
      'Mitarbeiter frei: 4 → /worker?availability=free',
      'Mitarbeiter im Einsatz: 1 → /worker?availability=busy',
      'Ihre Bewertung: 4,3 / 5 → /completed-jobs',
    ]);
    expect(screen.getByText('6 Bewertungen')).toBeTruthy();
  });

  it('supplier without feedback shows no average', async () => {
    mockFetch(() =>
      ok({
        role: 'supplier',
        relevantJobs: 0,
        savedJobs: 0,
        applications: { pending: 0, awarded: 0, rejected: 0, withdrawn: 0 },
        awarded: 0,
        inProgress: 0,
        completed: 0,
        team: { free: 0, busy: 0 },
        rating: { average: null, count: 0 },
      }),
    );
    renderDashboard('supplier');
    expect((await cards()).at(-1)).toBe('Ihre Bewertung: – → /completed-jobs');
  });

  it('admin: accounts awaiting approval, jobs and awards per status, feedback to review', async () => {
    const admin: AdminDashboard = {
      role: 'admin',
      accountsAwaitingApproval: { client: 2, supplier: 5 },
      jobs: { draft: 1, open: 1200, in_progress: 2, completed: 3, closed: 4 },
      awards: { awarded: 1, in_progress: 2, completed: 3, approved: 4, cancelled: 0, ended: 0 },
      feedbackToReview: 7,
    };
    mockFetch(() => ok(admin));
    renderDashboard('admin');
    expect(await cards()).toEqual([
      'Auftraggeber warten auf Freigabe: 2 → /client?approval=pending',
      'Dienstleister warten auf Freigabe: 5 → /supplier?approval=pending',
      'Aufträge: Entwurf: 1 → /jobs?status=draft',
      'Aufträge: Offen: 1.200 → /jobs?status=open',
      'Aufträge: In Arbeit: 2 → /jobs?status=in_progress',
      'Aufträge: Abgeschlossen: 3 → /jobs?status=completed',
      'Aufträge: Geschlossen: 4 → /jobs?status=closed',
      'Vergebene Arbeiten: Vergeben: 1 → /awarded-jobs?status=awarded',
      'Vergebene Arbeiten: In Arbeit: 2 → /awarded-jobs?status=in_progress',
      'Vergebene Arbeiten: Fertig gemeldet: 3 → /awarded-jobs?status=completed',
      'Vergebene Arbeiten: Abgenommen: 4 → /completed-jobs',
      'Vergebene Arbeiten: Storniert: 0 → /awarded-jobs?status=cancelled',
      'Vergebene Arbeiten: Beendet: 0 → /awarded-jobs?status=ended',
      'Bewertungen zu prüfen: 7 → /admin/feedback',
    ]);
  });

  it('shows loading, then an error with retry that loads the figures', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse(500, { status: false, message: 'Interner Fehler' })
        : ok({
            role: 'client',
            openJobs: 1,
            draftJobs: 0,
            newApplications: 0,
            inProgress: 0,
            awaitingApproval: 0,
            completed: 0,
          }),
    );
    renderDashboard('client');
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    // while loading, the same cards hold their place with a dash (no layout shift when figures arrive)
    const pending = within(screen.getByTestId('dashboard-figures-loading')).getAllByRole('link');
    expect(pending.map((link) => link.textContent)).toEqual([
      'Offene Aufträge: –',
      'Entwürfe: –',
      'Neue Bewerbungen: –',
      'Arbeiten in Ausführung: –',
      'Warten auf Ihre Abnahme: –',
      'Abgeschlossene Arbeiten: –',
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Kennzahlen konnten nicht geladen werden.');
    expect(effects.errors).toEqual(['Interner Fehler']);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect((await cards())[0]).toBe('Offene Aufträge: 1 → /jobs?status=open');
  });

  it('an unapproved account gets the not-approved handling: error toast, then /profile', async () => {
    mockFetch(() =>
      jsonResponse(403, { status: false, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED' }),
    );
    renderDashboard('supplier');
    await screen.findByRole('alert');
    expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
    await waitFor(() => expect(effects.navigations).toEqual(['/profile']), { timeout: 3000 });
  });
});
