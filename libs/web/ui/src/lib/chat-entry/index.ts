// Entry point `@fachwerk/web/ui/chat-entry` (not in the ui index: it brings the chat texts and the chat api).
export * from './ChatEntryButton';
