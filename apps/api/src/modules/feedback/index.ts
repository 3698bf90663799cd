/**
 * Public entry of the feedback module: Ratings and comments on finished awards.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { FeedbackModule } from './feedback.module';
export { awardFeedbackFor, toFeedbackResponse } from './feedback.service';
