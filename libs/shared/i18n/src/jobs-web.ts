import { jobsCommon as deJobsCommon } from './locales/de/jobs-common';
import { jobsCommon as enJobsCommon } from './locales/en/jobs-common';
import { teamWeb as deTeamWeb } from './locales/de/team-web';
import { teamWeb as enTeamWeb } from './locales/en/team-web';

/**
 * Texts of the marketplace screens (jobs, applications, awarded work, team, feedback, notifications,
 * dashboards), used by all three remotes: their lazy pages add it with `registerCatalogue`. Each
 * owner adds its locale file here and in `server.ts` (so the parity test covers it).
 */
export const jobsWebCatalogue = {
  de: { ...deJobsCommon, ...deTeamWeb },
  en: { ...enJobsCommon, ...enTeamWeb },
};
