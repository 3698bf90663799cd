import { Module } from '@nestjs/common';
import { UploadsRepository } from '@fachwerk/server/db';
import { AuthModule } from '../auth';
import { FileStorage } from './file-storage';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { ViewerResolver } from '../../common/viewer';

/** File uploads (`POST /uploads`) and their delivery (`GET /files/:id`); reused by the accounts issue. */
@Module({
  imports: [AuthModule],
  controllers: [UploadsController],
  providers: [UploadsService, UploadsRepository, FileStorage, ViewerResolver],
  exports: [UploadsService, FileStorage],
})
export class UploadsModule {}
