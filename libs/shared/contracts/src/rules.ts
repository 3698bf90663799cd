/**
 * The validation rules (§5) as their own entry point, `@fachwerk/shared/contracts/rules`: the main entry
 * is shared by the shell and every remote (Module Federation) and loads with the first page; the rules
 * are needed only by forms, which load lazily (tools/ci/js-budget.mjs: ≤ 200 KB gzip after login).
 */
export * from './lib/rules';
export * from './lib/work-log-rules';
export * from './lib/account-rules';
export * from './lib/law/dates';
export * from './lib/law/milog';
export * from './lib/law/arbzg';
export * from './lib/law/aueg';
export * from './lib/leitweg-id';
