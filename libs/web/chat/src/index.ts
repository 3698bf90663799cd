/**
 * The chat: its lazy pages. The entry button of the application and award screens is
 * `@fachwerk/web/ui/chat-entry`, the calls `@fachwerk/web/data-access/api/chat`.
 */
export * from './lib/pages';
