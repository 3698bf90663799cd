import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Public, requestLanguage, Roles, withMessage } from '@fachwerk/server/core';
import { ContentAdminService } from './content-admin.service';
import type { ContentResource } from './content-resources';
import type { ContentListQueryDto } from './dto/content-admin.dto';
import { ViewerResolver } from '../../common/viewer';

export interface CrudControllerOptions {
  /** Resource path under /api/v1, e.g. /faqs */
  path: string;
  /** OpenAPI tag and controller name */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ContentResource<any, any, any>;
  queryDto: Type<ContentListQueryDto>;
  createDto: Type<object>;
  patchDto: Type<object>;
  /** Extra list condition from the query (e.g. the FAQ audience). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  listWhere?: (query: any) => SQL | undefined;
  /** Adds fields to listed entries (e.g. the tool count of services). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decorate?: (service: ContentAdminService, items: any[]) => Promise<unknown[]>;
}

/**
 * The standard routes of one content kind: public `GET` list and `GET /:id` (active entries for
 * non-admins), admin-only `POST`, `PATCH /:id`, `DELETE /:id`. The DTO classes are attached as
 * parameter types so the global validation pipe validates and transforms them as usual.
 */
export function contentCrudController(options: CrudControllerOptions): Type<unknown> {
  const { resource } = options;

  @ApiTags(options.name)
  @Controller(options.path)
  class CrudController {
    constructor(
      readonly service: ContentAdminService,
      readonly viewers: ViewerResolver,
    ) {}

    @Public()
    @Get()
    @ApiOperation({ summary: `List (search, status, paging); non-admins get active entries only` })
    async list(@Req() request: FastifyRequest, @Query() query: ContentListQueryDto) {
      const viewer = await this.viewers.resolve(request);
      const page = await this.service.list(resource, query, viewer, options.listWhere?.(query));
      return options.decorate ? { ...page, items: await options.decorate(this.service, page.items) } : page;
    }

    @Public()
    @Get(':id')
    @ApiOperation({ summary: 'One entry; non-admins get active entries only' })
    async get(@Req() request: FastifyRequest, @Param('id') id: string) {
      return this.service.get(resource, id, await this.viewers.resolve(request));
    }

    @Roles('admin')
    @ApiBearerAuth()
    @Post()
    @ApiOperation({ summary: 'Create (admin)' })
    async create(@Req() request: FastifyRequest, @Body() body: object) {
      return withMessage('server.content.created', await this.service.create(resource, body, requestLanguage(request)));
    }

    @Roles('admin')
    @ApiBearerAuth()
    @Patch(':id')
    @ApiOperation({ summary: 'Update (admin)' })
    async update(@Req() request: FastifyRequest, @Param('id') id: string, @Body() body: object) {
      return withMessage('server.content.updated', await this.service.update(resource, id, body, requestLanguage(request)));
    }

    @Roles('admin')
    @ApiBearerAuth()
    @Delete(':id')
    @ApiOperation({ summary: 'Delete (admin)' })
    async remove(@Param('id') id: string) {
      await this.service.remove(resource, id);
      return withMessage('server.content.deleted');
    }
  }

  const proto = CrudController.prototype;
  Reflect.defineMetadata('design:paramtypes', [Object, options.queryDto], proto, 'list');
  Reflect.defineMetadata('design:paramtypes', [Object, options.createDto], proto, 'create');
  Reflect.defineMetadata('design:paramtypes', [Object, String, options.patchDto], proto, 'update');
  Object.defineProperty(CrudController, 'name', { value: `${options.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Controller` });
  return CrudController;
}
