/**
 * Helpers of the feature libs' endpoint files as their own entry point,
 * `@fachwerk/web/data-access/feature-api`: the main entry is a Module Federation singleton loaded
 * with the first page (every export of it counts against the initial-JavaScript budget), while these
 * are needed only by the lazy chunks of the screens that call them.
 */
export * from './lib/feature-api/with-message';
export * from './lib/feature-api/authorized-file';
