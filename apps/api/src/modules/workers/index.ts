/**
 * Public entry of the workers module: A supplier's workers.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { WorkersModule } from './workers.module';
export { WorkerSummaryDto } from './dto/workers.dto';
