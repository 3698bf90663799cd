/** The admin's content and catalogue screens (lazy chunks). */
export * from './lib/pages';
