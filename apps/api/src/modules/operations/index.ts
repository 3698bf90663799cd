/**
 * Public entry of the operations module: Admin operations: dead letters of the queues.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { OperationsModule } from './operations.module';
