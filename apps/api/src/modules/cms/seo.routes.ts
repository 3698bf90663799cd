import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { PublicContentService } from './public-content.service';

/**
 * `GET /sitemap.xml` and `GET /robots.txt` at the API root, outside /api/v1 and without the envelope,
 * registered on Fastify directly so the global prefix of the Nest routes stays untouched.
 */
@Injectable()
export class SeoRoutes implements OnModuleInit {
  private readonly logger = new Logger(SeoRoutes.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly content: PublicContentService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.get('/sitemap.xml', async (_request, reply) => {
      try {
        return reply.type('application/xml; charset=utf-8').send(await this.content.sitemap());
      } catch (error) {
        this.logger.error({ err: error }, 'sitemap failed');
        return reply.code(503).type('text/plain; charset=utf-8').send('Sitemap temporarily unavailable');
      }
    });
    fastify.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(this.content.robots()));
  }
}
