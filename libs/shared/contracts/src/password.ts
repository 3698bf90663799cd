/**
 * The password rule as its own entry point, `@fachwerk/shared/contracts/password`: the main entry is
 * shared by the shell and every remote (Module Federation), and the rule is needed only by the password
 * forms, which load lazily (tools/ci/js-budget.mjs: the first page after login must stay ≤ 200 KB gzip).
 */
export * from './lib/password';
