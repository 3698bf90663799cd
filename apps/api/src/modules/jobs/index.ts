/**
 * Public entry of the jobs module: Jobs of the marketplace.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { JobsModule } from './jobs.module';
export { JobSearchService } from './job-search.service';
