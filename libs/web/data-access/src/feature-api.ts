/**
 * Helpers of the feature libs' endpoint files as their own entry point,
 * `@fachwerk/web/data-access/feature-api`: the main entry is a Module Federation singleton loaded
 * with the first page (every export of it counts against the initial-JavaScript budget), while these
 * are needed only by the chunks of the screens that call them. The authorized file download is a
 * second entry point (`@fachwerk/web/data-access/authorized-file`), so the endpoint files of a
 * dashboard do not bring it along.
 */
export * from './lib/feature-api/with-message';
