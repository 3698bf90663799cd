import { APP_ROUTES } from '@fachwerk/shared/contracts';
import { PUBLIC_PAGES } from './index';

describe('PUBLIC_PAGES', () => {
  it('has a page for every public route of §2, and nothing else', () => {
    const publicRoutes = APP_ROUTES.filter((r) => r.access === 'public').map((r) => r.path);
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual([...publicRoutes].sort());
  });
});
