/**
 * Public entry of the admin-accounts module: Admins manage accounts: approval, status, audit log.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { AdminAccountsModule } from './admin-accounts.module';
