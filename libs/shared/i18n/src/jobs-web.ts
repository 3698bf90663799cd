import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';
import { jobsSupplier as deJobsSupplier } from './locales/de/jobs-supplier';
import { jobsSupplier as enJobsSupplier } from './locales/en/jobs-supplier';

/**
 * Texts of the marketplace screens (jobs, applications, awarded work, team, feedback, notifications,
 * dashboards), used by all three remotes: their lazy pages add it with `registerCatalogue`. Each
 * owner adds its locale file here and in `server.ts` (so the parity test covers it).
 */
export const jobsWebCatalogue = {
  de: { ...deJobsCommon, ...deJobsSupplier },
  en: { ...enJobsCommon, ...enJobsSupplier },
};
