/** Invoices: lists, draft editor, issued view, settings, admin report (lazy chunk 'invoices'). */
export * from './lib/pages';
