/** Awarded and completed work of every role (lazy chunks). */
export * from './lib/pages';
