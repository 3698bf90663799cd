import { SIDE_MENU, routesForRole } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { configure, screen, within } from '@testing-library/react';
import { PagePlaceholder } from '@fachwerk/web/ui';
import type { ReactElement } from 'react';
import { routes } from './routes';

// the dashboard is a lazy chunk compiled on first use: a busy machine needs more than a second
configure({ asyncUtilTimeout: 5000 });

describe('supplier remote routes', () => {
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
    expect(routes.map((r) => r.path)).toEqual(routesForRole('supplier').map((r) => r.path));
  });

  it("render a real dashboard: greeting, role title, the role's figures and quick links from the side menu", async () => {
    recordApiEffects();
    mockFetch(() =>
      jsonResponse(200, {
        status: true,
        message: 'ok',
        data: {
          role: 'supplier',
          relevantJobs: 7,
          savedJobs: 2,
          applications: { pending: 3, awarded: 1, rejected: 0, withdrawn: 0 },
          awarded: 1,
          inProgress: 1,
          completed: 2,
          team: { free: 4, busy: 1 },
          rating: { average: 4.5, count: 2 },
        },
      }),
    );
    renderWithApp(<>{routes.find((r) => r.path === '/dashboard')!.element}</>, {
      role: 'supplier',
      path: '/dashboard',
    });
    const dashboard = await screen.findByTestId('dashboard-supplier');
    expect(within(dashboard).getByRole('heading', { level: 1 }).textContent).toMatch(/^Hallo \S+/);
    expect(
      within(await within(dashboard).findByTestId('dashboard-figures')).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    const quickLinks = within(dashboard).getByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(SIDE_MENU.supplier.length - 1);
  });
});
