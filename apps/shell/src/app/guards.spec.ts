import { APP_ROUTES, type AppRouteDefinition } from '@fachwerk/shared/contracts';
import { guardRedirect } from './guards';

const route = (path: string): AppRouteDefinition => {
  const found = APP_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe('guardRedirect (§2, §6)', () => {
  it('guest-only pages send logged-in users to /dashboard', () => {
    expect(guardRedirect(route('/get-started'), null)).toBeNull();
    expect(guardRedirect(route('/login/:type'), 'client')).toBe('/dashboard');
    expect(guardRedirect(route('/forget-password/:type'), 'supplier')).toBe('/dashboard');
  });

  it('registration pages send every logged-in user, admins included, to /dashboard', () => {
    for (const role of ['admin', 'client', 'supplier'] as const) {
      expect(guardRedirect(route('/client-register'), role)).toBe('/dashboard');
      expect(guardRedirect(route('/service-provider-register'), role)).toBe('/dashboard');
    }
    expect(guardRedirect(route('/client-register'), null)).toBeNull();
  });

  it('public pages are open to everybody', () => {
    expect(guardRedirect(route('/'), null)).toBeNull();
    expect(guardRedirect(route('/faqs'), 'admin')).toBeNull();
  });

  it('logged-in pages send visitors without a token to /get-started', () => {
    expect(guardRedirect(route('/dashboard'), null)).toBe('/get-started');
    expect(guardRedirect(route('/job-list'), null)).toBe('/get-started');
    expect(guardRedirect(route('/dashboard'), 'admin')).toBeNull();
  });

  it('an account not approved yet reaches only its profile, password and notifications; everything else is /profile (§8)', () => {
    for (const role of ['client', 'supplier'] as const) {
      expect(guardRedirect(route('/profile'), role, false)).toBeNull();
      expect(guardRedirect(route('/update-password'), role, false)).toBeNull();
      expect(guardRedirect(route('/notification'), role, false)).toBeNull();
      expect(guardRedirect(route('/dashboard'), role, false)).toBe('/profile');
      expect(guardRedirect(route('/job-list'), role, false)).toBe('/profile');
      expect(guardRedirect(route('/login/:type'), role, false)).toBe('/profile');
    }
    // the role's forms
    expect(guardRedirect(route('/jobs-post'), 'client', false)).toBe('/profile');
    expect(guardRedirect(route('/add-worker'), 'supplier', false)).toBe('/profile');
    expect(guardRedirect(route('/jobs-post'), 'client', true)).toBeNull();
    // public pages stay open
    expect(guardRedirect(route('/faqs'), 'client', false)).toBeNull();
  });

  it('role pages send a wrong role to /dashboard', () => {
    expect(guardRedirect(route('/worker'), 'client')).toBe('/dashboard');
    expect(guardRedirect(route('/worker'), 'supplier')).toBeNull();
    expect(guardRedirect(route('/jobs-post'), 'supplier')).toBe('/dashboard');
    expect(guardRedirect(route('/jobs-post'), 'client')).toBeNull();
    expect(guardRedirect(route('/client'), 'client')).toBe('/dashboard');
    expect(guardRedirect(route('/client'), 'admin')).toBeNull();
    expect(guardRedirect(route('/client'), null)).toBe('/get-started');
  });
});
