/**
 * Marketplace data access: the RTK Query endpoints of jobs, applications, awards, workers, feedback
 * and notifications (one injection so every screen shares cache entries and tags) and the job
 * screens' look-ups. Side-effect entries beside this one: `/catalogue` and `/engagement-catalogue`
 * register texts; `/dashboard` is the dashboard's single call (kept apart for the first page's budget).
 */
export * from './lib/jobs.api';
export * from './lib/lookups.api';
