import { RealtimeModule } from '../../realtime';
import { Module } from '@nestjs/common';
import { AccountExportsRepository } from '@fachwerk/server/db';
import { FileReferencesModule } from '../../common/file-references';
import { AuthModule } from '../auth';
import { MeetingsModule } from '../meetings';
import { NotificationsModule } from '../notifications';
import { UploadsModule } from '../uploads';
import { AccountDeletion } from './account-deletion';
import { AccountExportService } from './account-export.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [AuthModule, RealtimeModule, FileReferencesModule, MeetingsModule, NotificationsModule, UploadsModule],
  controllers: [AccountsController],
  providers: [AccountsService, AccountExportService, AccountExportsRepository, AccountDeletion],
})
export class AccountsModule {}
