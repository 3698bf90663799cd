import { dashboardWeb as deDashboardWeb } from './locales/de/dashboard-web';
import { dashboardWeb as enDashboardWeb } from './locales/en/dashboard-web';
import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';

/**
 * Texts of the dashboards (libs/web/dashboard) with the marketplace's common labels. A module of its
 * own: the dashboard is the first page after login (initial JavaScript budget), so it must not carry
 * every marketplace screen's texts (`jobs-web`).
 */
export const dashboardWebCatalogue = {
  de: { ...deJobsCommon, ...deDashboardWeb },
  en: { ...enJobsCommon, ...enDashboardWeb },
};
