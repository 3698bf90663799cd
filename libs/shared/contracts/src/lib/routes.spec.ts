import { APP_ROUTES, SIDE_MENU, routesForRole } from './routes';
import { USER_TYPES } from './roles';
import { ERROR_CODES, ERROR_HTTP_STATUS } from './errors';

describe('route table', () => {
  it('has no duplicate paths', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(USER_TYPES)('puts only routes the %s may open into its side menu', (role) => {
    const allowed = new Set(routesForRole(role).map((r) => r.path));
    expect(SIDE_MENU[role].filter((item) => !allowed.has(item.path))).toEqual([]);
  });

  it('restricts role-only screens to their role', () => {
    const worker = APP_ROUTES.find((r) => r.path === '/worker');
    expect(worker?.roles).toEqual(['supplier']);
    expect(routesForRole('client').some((r) => r.path === '/worker')).toBe(false);
    expect(routesForRole('admin').some((r) => r.path === '/client')).toBe(true);
  });

  it('keeps the specification menu sizes, plus the admin operations screen', () => {
    expect(SIDE_MENU.client).toHaveLength(10);
    // the specification's 13 supplier entries, then "Termine": a supplier attends meetings
    expect(SIDE_MENU.supplier).toHaveLength(14);
    for (const role of ['client', 'supplier'] as const) {
      expect(SIDE_MENU[role]).toContainEqual({ key: 'meetings', path: '/meetings' });
    }
    // the specification's 20 admin entries, then "Zustellfehler" (dead letters, fault handling)
    expect(SIDE_MENU.admin).toHaveLength(21);
    expect(SIDE_MENU.admin.at(-1)).toEqual({ key: 'deadLetters', path: '/admin/dead-letters' });
  });
});

describe('error codes', () => {
  it('map to an HTTP error status each', () => {
    for (const code of ERROR_CODES) expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });
});
