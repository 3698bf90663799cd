import { Controller, Get, Ip, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, REGISTRATION_UPLOADS_PER_HOUR, UPLOAD_FIELD_NAME, UPLOAD_MAX_BYTES, type UploadResponse } from '@fachwerk/shared/contracts';
import { CurrentUser, DomainError, markEnveloped, Public, readSingleFile, requestLanguage, type AuthenticatedUser } from '@fachwerk/server/core';
import { translate } from '@fachwerk/shared/i18n/server';
import { UploadQueryDto } from './dto/uploads.dto';
import { UploadsErrorCode } from './uploads.errors';
import { UploadsService, type IncomingFile } from './uploads.service';
import { RateLimiter } from '../../common/rate-limiter';
import { ViewerResolver } from '../../common/viewer';

const tooLarge = () => new DomainError(UploadsErrorCode.TooLarge, { params: { max: UPLOAD_MAX_BYTES / 1024 / 1024 } });

/** The file of the multipart field `images` (every malformed body is a 4xx: see readSingleFile). */
const readUpload = (request: FastifyRequest): Promise<IncomingFile> => readSingleFile(request, UPLOAD_FIELD_NAME, tooLarge);

/** The documented multipart body (the bad-input suite sends malformed ones to every route that declares it). */
const UPLOAD_BODY = {
  schema: {
    type: 'object' as const,
    required: [UPLOAD_FIELD_NAME],
    properties: { [UPLOAD_FIELD_NAME]: { type: 'string' as const, format: 'binary' } },
  },
};

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly viewers: ViewerResolver,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @Post(API_PATHS.uploads)
  @ApiOperation({ summary: 'Upload one file (multipart field images, at most 5 MB, type checked by content)' })
  async upload(@CurrentUser() user: AuthenticatedUser, @Query() query: UploadQueryDto, @Req() request: FastifyRequest): Promise<UploadResponse> {
    const file = await readUpload(request);
    const { path } = await this.uploads.upload(user, query.slot, query.visibility ?? 'private', file);
    return markEnveloped({ status: true, message: translate(requestLanguage(request), 'server.uploads.uploaded'), path });
  }

  @Public()
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @Post(API_PATHS.registrationUploads)
  @ApiOperation({
    summary: 'Guests: upload a registration document (résumé, certificate; pdf or doc, at most 5 MB) before the account exists',
    description: 'The sign-up naming the returned path within 24 hours becomes its owner; until then only admins can read it.',
  })
  async uploadForRegistration(@Ip() ip: string, @Req() request: FastifyRequest): Promise<UploadResponse> {
    await this.limiter.hit([{ key: `registration-upload:ip:${ip}`, limit: REGISTRATION_UPLOADS_PER_HOUR, windowSeconds: 3600 }]);
    const file = await readUpload(request);
    const { path } = await this.uploads.uploadForRegistration(file);
    return markEnveloped({ status: true, message: translate(requestLanguage(request), 'server.uploads.uploaded'), path });
  }

  @Public()
  @Get(`${API_PATHS.files}/:id`)
  @ApiOperation({ summary: 'The file: public ones for everybody, private ones for their owner and admins (else 404)' })
  async file(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { row, content } = await this.uploads.open(id, await this.viewers.resolve(request));
    const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
    const filename = encodeURIComponent(row.originalName);
    reply
      .type(row.mime)
      .header('cache-control', row.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${filename}`)
      // Public content images (logos, testimonial photos) are shown by the shell, another origin:
      // the global same-origin resource policy would make the browser block them.
      .header('cross-origin-resource-policy', row.visibility === 'public' ? 'cross-origin' : 'same-origin');
    // SVG (only the seed stores it: uploads are checked against png/jpg/pdf/office types) is a document
    // when opened directly: sandboxed, no scripts, nothing loaded.
    if (row.mime === 'image/svg+xml')
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    await reply.send(content);
  }
}
