// Entry `@fachwerk/shared/contracts/two-factor`: the second factor's constants and shapes (server, tests, tools);
// not in the main entry, which the web loads whole with its first JavaScript.
export * from './lib/two-factor-constants';
export type * from './lib/two-factor';
