import { Module } from '@nestjs/common';
import { ContentRepository } from '@fachwerk/server/db';
import { ContentCache } from './content-cache';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

/** CMS pages and catalogues; the content issue adds the admin writes (which call ContentService.invalidate). */
@Module({
  controllers: [ContentController],
  providers: [ContentService, ContentCache, ContentRepository],
  exports: [ContentService],
})
export class CmsModule {}
