import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';
import { engagementWeb as deEngagementWeb } from './locales/de/engagement-web';
import { engagementWeb as enEngagementWeb } from './locales/en/engagement-web';
import { jobsAdmin as deJobsAdmin } from './locales/de/jobs-admin';
import { jobsAdmin as enJobsAdmin } from './locales/en/jobs-admin';

/**
 * Texts of the marketplace screens (jobs, applications, awarded work, team, feedback, notifications,
 * dashboards), used by all three remotes: their lazy pages add it with `registerCatalogue`. Each
 * owner adds its locale file here and in `server.ts` (so the parity test covers it).
 */
export const jobsWebCatalogue = {
  de: { ...deJobsCommon, ...deEngagementWeb, ...deJobsAdmin },
  en: { ...enJobsCommon, ...enEngagementWeb, ...enJobsAdmin },
};

/**
 * The dashboards' and /notification's texts with the common labels only. The dashboard is the first
 * page after login (initial JavaScript budget), so it does not carry every marketplace screen's texts.
 */
export const engagementWebCatalogue = {
  de: { ...deJobsCommon, ...deEngagementWeb },
  en: { ...enJobsCommon, ...enEngagementWeb },
};
