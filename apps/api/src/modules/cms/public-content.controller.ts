import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { Public, requestLanguage, withMessage } from '@fachwerk/server/core';
import { InquiryRequestDto } from './dto/content-admin.dto';
import { PublicContentService } from './public-content.service';

/** Contact inquiries per IP: enough for a person, too few for a spam run. */
export const INQUIRY_RATE_LIMIT = { max: 8, timeWindow: 15 * 60 * 1000 };

@ApiTags('content')
@Public()
@Controller()
export class PublicContentController {
  constructor(private readonly content: PublicContentService) {}

  @Get(API_PATHS.home)
  @ApiOperation({ summary: 'Home page: slides, services with tools, testimonials, logos (active, request language)' })
  home(@Req() request: FastifyRequest) {
    return this.content.home(requestLanguage(request));
  }

  @Get(`${API_PATHS.cmsPages}/slug/:slug`)
  @ApiOperation({ summary: 'An active CMS page by slug (public site /cms-page/:slug)' })
  cmsPage(@Req() request: FastifyRequest, @Param('slug') slug: string) {
    return this.content.cmsPageBySlug(slug, requestLanguage(request));
  }

  @Post(API_PATHS.inquiries)
  @RouteConfig({ rateLimit: INQUIRY_RATE_LIMIT })
  @ApiOperation({ summary: 'Contact form: stored and mailed to the support address' })
  async inquiry(@Req() request: FastifyRequest, @Body() body: InquiryRequestDto) {
    return withMessage('server.content.inquirySent', await this.content.sendInquiry(body, requestLanguage(request), request.ip));
  }
}
