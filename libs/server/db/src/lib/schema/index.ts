/** Drizzle schema, one file per domain. Add a file per new domain and export it here. */
export * from './accounts';
export * from './content';
export * from './identity';
export * from './jobs';
export * from './notifications';
export * from './outbox';
export * from './uploads';
export * from './workers';
export * from './invoices';
export * from './work-logs';
export * from './chat';
export * from './meetings';
export * from './accounting';
export * from './contracts';
export * from './account-exports';
export * from './permits';
export * from './change-orders';
