import { SIDE_MENU, routesForRole } from '@fachwerk/shared/contracts';
import { renderWithApp } from '@fachwerk/web/data-access/testing';
import { screen, within } from '@testing-library/react';
import { routes } from './routes';

describe('admin remote routes', () => {
  it('cover every logged-in route of the role', () => {
    expect(routes.map((r) => r.path)).toEqual(routesForRole('admin').map((r) => r.path));
  });

  it('render a real dashboard: greeting, role title and quick links from the side menu', async () => {
    renderWithApp(<>{routes.find((r) => r.path === '/dashboard')!.element}</>, { role: 'admin', path: '/dashboard' });
    const dashboard = await screen.findByTestId('dashboard-admin');
    expect(within(dashboard).getByRole('heading', { level: 1 }).textContent).toMatch(/^Hallo \S+/);
    expect(within(dashboard).getAllByRole('link')).toHaveLength(SIDE_MENU.admin.length - 1);
  });
});
