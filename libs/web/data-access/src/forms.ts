/**
 * The form layer (react-hook-form over the contracts rules) as its own entry point,
 * `@fachwerk/web/data-access/forms`: the main entry is a Module Federation singleton loaded with the
 * first page, and react-hook-form there cost 18 KB gzip of initial JavaScript (measured with
 * tools/ci/js-budget.mjs); from here it lands only in the lazy chunks of the forms that use it.
 */
export * from './lib/forms/contracts-resolver';
export * from './lib/forms/use-contracts-form';
export * from './lib/forms/form-errors';
export * from './lib/forms/list-rows';
