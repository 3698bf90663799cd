/**
 * Public entry of the work-logs module: Working hours of awarded work.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { WorkLogsModule } from './work-logs.module';
