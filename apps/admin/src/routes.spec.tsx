import { SIDE_MENU, routesForRole } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, screen, within } from '@testing-library/react';
import { PagePlaceholder } from '@fachwerk/web/ui';
import type { ReactElement } from 'react';
import { routes } from './routes';

// the dashboard is a lazy chunk compiled on first use: a busy machine needs more than a second
configure({ asyncUtilTimeout: 5000 });

describe('admin remote routes', () => {
  it('leave no route to a placeholder page: every logged-in page of the role is built', () => {
    const placeholders = routes
      .filter(
        (r) =>
          (r.element as ReactElement<{ children: ReactElement }>).props.children.type === PagePlaceholder,
      )
      .map((r) => r.path);
    expect(placeholders).toEqual([]);
  });

  it('cover every logged-in route of the role', () => {
    expect(routes.map((r) => r.path)).toEqual(routesForRole('admin').map((r) => r.path));
  });

  it("render a real dashboard: greeting, role title, the role's figures and quick links from the side menu", async () => {
    recordApiEffects();
    mockFetch(() =>
      jsonResponse(200, {
        status: true,
        message: 'ok',
        data: {
          role: 'admin',
          accountsAwaitingApproval: { client: 2, supplier: 3 },
          jobs: { draft: 1, open: 4, in_progress: 2, completed: 1, closed: 0 },
          awards: { awarded: 1, in_progress: 2, completed: 0, approved: 1 },
          feedbackToReview: 1,
        },
      }),
    );
    renderWithApp(<>{routes.find((r) => r.path === '/dashboard')!.element}</>, {
      role: 'admin',
      path: '/dashboard',
    });
    const dashboard = await screen.findByTestId('dashboard-admin');
    expect(within(dashboard).getByRole('heading', { level: 1 }).textContent).toMatch(/^Hallo \S+/);
    expect(
      within(await within(dashboard).findByTestId('dashboard-figures')).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    const quickLinks = within(dashboard).getByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(SIDE_MENU.admin.length - 1);
  });
});
