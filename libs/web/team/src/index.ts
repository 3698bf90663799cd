/** The supplier's team screens (lazy chunks). */
export * from './lib/pages';
