import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { DomainError, Public, requestLanguage, Roles, withMessage } from '@fachwerk/server/core';
import { tools } from '@fachwerk/server/db';
import { CmsErrorCode } from './cms.errors';
import { ContentAdminService } from './content-admin.service';
import { toolResource } from './content-resources';
import { CatalogueEntryInputDto, CatalogueEntryPatchDto, ContentListQueryDto, ToolListsRequestDto } from './dto/content-admin.dto';
import { ViewerResolver } from '../../common/viewer';

/** Tools and equipment per service: `/services/:id/tools`, `/tools/:id`, `POST /tools/lists`. */
@ApiTags('tools')
@Controller()
export class ToolsController {
  constructor(
    private readonly service: ContentAdminService,
    private readonly viewers: ViewerResolver,
  ) {}

  @Public()
  @Get(`${API_PATHS.catalogue('services')}/:id/tools`)
  @ApiOperation({ summary: 'Tools of one service (search, status, paging); non-admins get active ones only' })
  async list(@Req() request: FastifyRequest, @Param('id') serviceId: string, @Query() query: ContentListQueryDto) {
    const viewer = await this.viewers.resolve(request);
    if (!(await this.service.serviceExists(serviceId))) throw new DomainError(CmsErrorCode.NotFound);
    return this.service.list(toolResource, query, viewer, eq(tools.serviceId, serviceId));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post(`${API_PATHS.catalogue('services')}/:id/tools`)
  @ApiOperation({ summary: 'Add a tool to a service (admin)' })
  async create(@Req() request: FastifyRequest, @Param('id') serviceId: string, @Body() body: CatalogueEntryInputDto) {
    if (!(await this.service.serviceExists(serviceId))) throw new DomainError(CmsErrorCode.NotFound);
    const entry = await this.service.create(toolResource, body, requestLanguage(request), { serviceId });
    return withMessage('server.content.created', entry);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Patch(`${API_PATHS.tools}/:id`)
  @ApiOperation({ summary: 'Update a tool (admin)' })
  async update(@Req() request: FastifyRequest, @Param('id') id: string, @Body() body: CatalogueEntryPatchDto) {
    return withMessage('server.content.updated', await this.service.update(toolResource, id, body, requestLanguage(request)));
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete(`${API_PATHS.tools}/:id`)
  @ApiOperation({ summary: 'Delete a tool (admin)' })
  async remove(@Param('id') id: string) {
    await this.service.remove(toolResource, id);
    return withMessage('server.content.deleted');
  }

  @Public()
  @Post(API_PATHS.toolLists)
  @HttpCode(200)
  @ApiOperation({ summary: 'Tools of the given services (§7 admin/toolLists), in list order' })
  async toolLists(@Req() request: FastifyRequest, @Body() body: ToolListsRequestDto) {
    const viewer = await this.viewers.resolve(request);
    const rows = await this.service.toolsOfServices(body.ids, viewer);
    return rows.map((row) => toolResource.toEntry(row, viewer.language));
  }
}
