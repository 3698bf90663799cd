/**
 * Public entry of the health module: Liveness and readiness.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { HealthModule } from './health.module';
