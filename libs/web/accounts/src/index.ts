/**
 * Logged-in account screens, each a lazy chunk: importing this entry adds only the loaders to a
 * remote's initial JavaScript. Pages live in `lib/` and are loaded on first visit.
 */
export * from './lib/pages';
