import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { FastPath, Public, requestLanguage } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { CommonContentDto } from './dto/content.dto';
import { ContentService } from './content.service';

@ApiTags('content')
@Public()
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get(API_PATHS.content)
  @FastPath()
  @ApiOperation({ summary: 'Common content lists: CMS pages, languages, services, shifts, skills' })
  @ApiHeader({ name: 'Accept-Language', required: false, description: 'de (default) or en' })
  @ApiEnvelope(CommonContentDto)
  commonContent(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer | Promise<Buffer> {
    // The hottest public read: the envelope is written around pre-serialised lists (see the service).
    void reply.type('application/json; charset=utf-8');
    return this.content.commonContentEnvelopeJson(requestLanguage(request));
  }
}
