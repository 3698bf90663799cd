export * from './lib/accounting';
export * from './lib/accounts';
export * from './lib/account-export';
export * from './lib/api';
export * from './lib/auth';
export * from './lib/award-contracts';
export * from './lib/change-orders';
export * from './lib/catalogue';
export * from './lib/epc-qr';
export * from './lib/postal-address';
// types only: the chat's constants (paths, limits, test ids) are `@fachwerk/shared/contracts/chat`,
// so the shared contracts module every first page loads does not carry them
export type * from './lib/chat';
export * from './lib/constants';
export * from './lib/content';
export * from './lib/endpoints';
export * from './lib/errors';
export * from './lib/files';
export * from './lib/health';
export * from './lib/invoices';
export * from './lib/work-logs';
export * from './lib/jobs';
export * from './lib/queue';
export * from './lib/operations';
export * from './lib/roles';
export * from './lib/routes';
export * from './lib/security';
export * from './lib/staffing-permits';
export * from './lib/socket';
export * from './lib/test-ids';
export * from './lib/two-factor';
export * from './lib/workers';
// Types only: the values are in `@fachwerk/shared/contracts/meetings` (not in the first page's JavaScript).
export type * from './lib/meetings';
export * from './lib/law/ustg';
export * from './lib/law/ao';
export * from './lib/law/bgb';
// Types only: the lists and the check are in `@fachwerk/shared/contracts/rules` (forms load them lazily).
export type { ClientIndustry, ConstructionException } from './lib/law/aueg';
