import { engagementWeb as deEngagementWeb } from './locales/de/engagement-web';
import { engagementWeb as enEngagementWeb } from './locales/en/engagement-web';
import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';

/**
 * Texts of the dashboards and /notification with the marketplace's common labels. A module of its
 * own: the dashboard is the first page after login (initial JavaScript budget), so it must not carry
 * every marketplace screen's texts (`jobs-web`).
 */
export const engagementWebCatalogue = {
  de: { ...deJobsCommon, ...deEngagementWeb },
  en: { ...enJobsCommon, ...enEngagementWeb },
};
