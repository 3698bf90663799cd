export * from './lib/connection';
export * from './lib/job-options';
export * from './lib/logger';
export * from './lib/outbox-relay';
export * from './lib/outbox-writer';
export * from './lib/outbox.repository';
export * from './lib/producer';
export * from './lib/queue.module';
