import { SIDE_MENU, routesForRole } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '@fachwerk/web/data-access/testing';
import { screen, within } from '@testing-library/react';
import { routes } from './routes';

describe('client remote routes', () => {
  it('cover every logged-in route of the role', () => {
    expect(routes.map((r) => r.path)).toEqual(routesForRole('client').map((r) => r.path));
  });

  it("render a real dashboard: greeting, role title, the role's figures and quick links from the side menu", async () => {
    recordApiEffects();
    mockFetch(() =>
      jsonResponse(200, {
        status: true,
        message: 'ok',
        data: {
          role: 'client',
          openJobs: 3,
          draftJobs: 1,
          newApplications: 4,
          inProgress: 2,
          awaitingApproval: 1,
          completed: 5,
        },
      }),
    );
    renderWithApp(<>{routes.find((r) => r.path === '/dashboard')!.element}</>, {
      role: 'client',
      path: '/dashboard',
    });
    const dashboard = await screen.findByTestId('dashboard-client');
    expect(within(dashboard).getByRole('heading', { level: 1 }).textContent).toMatch(/^Hallo \S+/);
    expect(
      within(await within(dashboard).findByTestId('dashboard-figures')).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    const quickLinks = within(dashboard).getByRole('navigation', { name: 'Schnellzugriff' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(SIDE_MENU.client.length - 1);
  });
});
