/** Invoices of issue 13: lists, draft editor, issued view, settings, admin report (lazy chunk 'invoices'). Owner: H6. */
export * from './lib/pages';
