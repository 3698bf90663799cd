import { Module } from '@nestjs/common';

/** The uploads domain; its controllers and services arrive with a later issue. */
@Module({})
export class UploadsModule {}
