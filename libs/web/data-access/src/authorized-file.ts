/**
 * The authorized file download (exports, PDF/XML, calendar entries) as its own entry point,
 * `@fachwerk/web/data-access/authorized-file`, for the lazy screens that offer a download; see
 * `feature-api.ts` for why it is not part of the main entry.
 */
export * from './lib/feature-api/authorized-file';
