/**
 * Presentation pieces the marketplace feature libs share (formatting, pager, status badge, worker
 * list, reason dialog, the admin lists' URL state). Styles of the client and award screens are the
 * side-effect entry `@fachwerk/web/market-ui/job-screens-style`.
 */
export * from './lib/admin-list-state';
export * from './lib/format';
export * from './lib/ReasonDialog';
export * from './lib/StatusBadge';
export * from './lib/WorkerSummaryList';
