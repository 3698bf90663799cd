/**
 * Public entry of the meetings module: Meetings between the parties of an application.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { MeetingsModule } from './meetings.module';
export { MeetingsService } from './meetings.service';
