/**
 * Marketplace screens (jobs, applications, awarded work, team, feedback, notifications, dashboards),
 * each a lazy chunk: importing this entry adds only the loaders to a remote's initial JavaScript.
 * Pages and `lib/jobs.api.ts` are loaded on first visit.
 */
export * from './lib/admin/pages';
export * from './lib/awards/pages';
export * from './lib/client/pages';
export * from './lib/engagement/pages';
export * from './lib/supplier/pages';
export * from './lib/team/pages';
