/**
 * Public entry of the awards module: Applications and awards of jobs.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { AwardsModule } from './awards.module';
export { ApplicationsService } from './applications.service';
export { AwardsPresenter } from './awards-presenter';
