import { SIDE_MENU, routesForRole, type DashboardResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PagePlaceholder } from '../lib/pages/PagePlaceholder';
import type { RemoteRoute } from '../lib/pages/remote-routes';

/**
 * The checks every remote's route table passes (call inside its `describe`): no route is left to a
 * placeholder, the table covers every logged-in route of the role, and its dashboard renders for real
 * from `figures` (greeting, the role's figures, quick links from the side menu).
 */
export function itBuildsTheRoleRoutes(routes: RemoteRoute[], figures: DashboardResponse) {
  const role = figures.role;

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
    expect(routes.map((r) => r.path)).toEqual(routesForRole(role).map((r) => r.path));
  });

  it("render a real dashboard: greeting, role title, the role's figures and quick links from the side menu", async () => {
    recordApiEffects();
    mockFetch(() => jsonResponse(200, { status: true, message: 'ok', data: figures }));
    renderWithApp(<>{routes.find((r) => r.path === '/dashboard')!.element}</>, { role, path: '/dashboard' });
    const dashboard = await screen.findByTestId(`dashboard-${role}`);
    expect(within(dashboard).getByRole('heading', { level: 1 }).textContent).toMatch(/^Hallo \S+/);
    expect(
      within(await within(dashboard).findByTestId('dashboard-figures')).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    const quickLinks = within(dashboard).getByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(SIDE_MENU[role].length - 1);
  });
}
