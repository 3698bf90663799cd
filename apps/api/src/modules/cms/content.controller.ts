import { Controller, Get, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { Public, requestLanguage } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { CommonContentDto } from './dto/content.dto';
import { ContentService } from './content.service';

@ApiTags('content')
@Public()
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get(API_PATHS.content)
  @ApiOperation({ summary: 'Common content lists: CMS pages, languages, services, shifts, skills' })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'de (default) or en' })
  @ApiEnvelope(CommonContentDto)
  commonContent(@Req() request: FastifyRequest) {
    return this.content.commonContent(requestLanguage(request));
  }
}
