import { Module } from '@nestjs/common';

/** The feedback domain; its controllers and services arrive with a later issue. */
@Module({})
export class FeedbackModule {}
