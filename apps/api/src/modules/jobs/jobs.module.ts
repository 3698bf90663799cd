import { Module } from '@nestjs/common';

/** The jobs domain; its controllers and services arrive with a later issue. */
@Module({})
export class JobsModule {}
