import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '@fachwerk/server/core';
import { AuditLogRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { DeadLettersController } from './dead-letters.controller';
import { DeadLettersService } from './dead-letters.service';

/** Platform operations for admins: dead letters of the mail and PDF queues. */
@Module({})
export class OperationsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: OperationsModule,
      imports: [QueueModule.forRoot(config)],
      controllers: [DeadLettersController],
      providers: [DeadLettersService, AuditLogRepository],
    };
  }
}
