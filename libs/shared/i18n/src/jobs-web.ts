import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';
import { jobsAdmin as deJobsAdmin } from './locales/de/jobs-admin';
import { jobsAdmin as enJobsAdmin } from './locales/en/jobs-admin';
import { teamWeb as deTeamWeb } from './locales/de/team-web';
import { teamWeb as enTeamWeb } from './locales/en/team-web';
import { jobsClient as deJobsClient } from './locales/de/jobs-client';
import { jobsClient as enJobsClient } from './locales/en/jobs-client';
import { awardsWeb as deAwardsWeb } from './locales/de/awards-web';
import { awardsWeb as enAwardsWeb } from './locales/en/awards-web';
import { jobsSupplier as deJobsSupplier } from './locales/de/jobs-supplier';
import { jobsSupplier as enJobsSupplier } from './locales/en/jobs-supplier';

/**
 * Texts of the marketplace screens (jobs, applications, awarded work, team, feedback, notifications,
 * dashboards), used by all three remotes: their lazy pages add it with `registerCatalogue`. Each
 * owner adds its locale file here and in `server.ts` (so the parity test covers it). The dashboards'
 * and /notification's texts are in `dashboard-web` and `notifications-web` (kept small for the first
 * page after login).
 */
export const jobsWebCatalogue = {
  de: { ...deJobsCommon, ...deJobsAdmin, ...deTeamWeb, ...deJobsClient, ...deAwardsWeb, ...deJobsSupplier },
  en: { ...enJobsCommon, ...enJobsAdmin, ...enTeamWeb, ...enJobsClient, ...enAwardsWeb, ...enJobsSupplier },
};
