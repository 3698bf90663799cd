import { Module } from '@nestjs/common';

/** The workers domain; its controllers and services arrive with a later issue. */
@Module({})
export class WorkersModule {}
