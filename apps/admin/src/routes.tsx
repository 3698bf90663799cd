import { adminJobPages, awardPages, engagementPages, jobSearchPages } from '@fachwerk/web/jobs';
import { createRoleRoutes } from '@fachwerk/web/ui';
import { ACCOUNT_PAGES } from './accounts';
import { CONTENT_PAGES } from './content';

/** The admin role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('admin', {
  ...CONTENT_PAGES,
  ...ACCOUNT_PAGES,
  ...jobSearchPages,
  ...adminJobPages,
  ...awardPages('admin'),
  ...engagementPages('admin'),
});
