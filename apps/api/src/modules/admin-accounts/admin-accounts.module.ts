import { RealtimeModule } from '../../realtime';
import { Module } from '@nestjs/common';
import { AuditLogRepository } from '@fachwerk/server/db';
import { FileReferencesModule } from '../../common/file-references';
import { AuthModule } from '../auth';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';

/** Admin management of client and supplier accounts, with the audit log. */
@Module({ imports: [AuthModule, RealtimeModule, FileReferencesModule], controllers: [AdminAccountsController], providers: [AdminAccountsService, AuditLogRepository] })
export class AdminAccountsModule {}
