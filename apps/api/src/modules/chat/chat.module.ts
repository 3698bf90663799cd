import { Module } from '@nestjs/common';

/** The chat domain; its controllers and services arrive with a later issue. */
@Module({})
export class ChatModule {}
