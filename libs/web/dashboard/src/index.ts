/** The dashboards of every role (a lazy chunk). */
export * from './lib/pages';
