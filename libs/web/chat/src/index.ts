/**
 * The chat (issue 12): its lazy pages. The entry button of the application and award screens is
 * `@fachwerk/web/market-ui/chat-entry`, the calls `@fachwerk/web/market-data-access/chat`.
 */
export * from './lib/pages';
