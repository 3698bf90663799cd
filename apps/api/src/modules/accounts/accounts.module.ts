import { RealtimeModule } from '../../realtime';
import { Module } from '@nestjs/common';
import { AuditLogRepository } from '@fachwerk/server/db';
import { AuthModule } from '../auth/auth.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({ imports: [AuthModule, RealtimeModule], controllers: [AccountsController], providers: [AccountsService, AuditLogRepository] })
export class AccountsModule {}
