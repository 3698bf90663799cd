import { RealtimeModule } from '../../realtime';
import { Module } from '@nestjs/common';
import { AuditLogRepository } from '@fachwerk/server/db';
import { FileReferencesModule } from '../../common/file-references';
import { AuthModule } from '../auth';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({ imports: [AuthModule, RealtimeModule, FileReferencesModule], controllers: [AccountsController], providers: [AccountsService, AuditLogRepository] })
export class AccountsModule {}
