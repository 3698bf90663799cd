export * from './lib/client';
export * from './lib/db.module';
export * from './lib/migrate';
export * from './lib/schema';
export * from './lib/testing/test-database';
export * from './lib/repositories';
export * from './lib/privacy/data-classification';
