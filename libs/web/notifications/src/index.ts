/** The notification list of every role (a lazy chunk). */
export * from './lib/pages';
