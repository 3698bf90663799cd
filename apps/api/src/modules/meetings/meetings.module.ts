import { Module } from '@nestjs/common';

/** The meetings domain; its controllers and services arrive with a later issue. */
@Module({})
export class MeetingsModule {}
