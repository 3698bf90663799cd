/**
 * Presentation pieces the marketplace feature libs share (formatting, status badge, worker list,
 * the admin lists' URL schemas for `useListUrlState`). Styles of the client and award screens are the
 * side-effect entry `@fachwerk/web/market-ui/job-screens-style`.
 */
export * from './lib/admin-list-state';
export * from './lib/format';
export * from './lib/StatusBadge';
export * from './lib/WorkerSummaryList';
