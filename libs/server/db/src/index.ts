export * from './lib/client';
export * from './lib/db.module';
export * from './lib/schema';
