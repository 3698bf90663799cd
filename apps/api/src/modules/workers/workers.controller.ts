import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import {
  WorkerAvailabilityDto,
  WorkerListQueryDto,
  WorkerListResponseDto,
  WorkerPatchDto,
  WorkerRequestDto,
  WorkerResponseDto,
} from './dto/workers.dto';
import { WorkersService } from './workers.service';

/** A supplier's team (`/worker` screens). Suppliers manage their own workers; admins may read every team. */
@ApiTags('workers')
@ApiBearerAuth()
@Controller()
export class WorkersController {
  constructor(private readonly workers: WorkersService) {}

  @Get(API_PATHS.workers.list)
  @Roles('supplier', 'admin')
  @ApiOperation({
    summary:
      'Own team (supplier) or all teams (admin, optional supplierId): search, free/busy filter with counts, paging',
  })
  @ApiEnvelope(WorkerListResponseDto)
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: WorkerListQueryDto) {
    return this.workers.list(user, query);
  }

  @Post(API_PATHS.workers.list)
  @Roles('supplier')
  @ApiOperation({
    summary:
      'Add a worker: every field of the worker draft; defaults jobType fullTime, proficiency fresher, dialCode +49, flags 0',
  })
  @ApiEnvelope(WorkerResponseDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: WorkerRequestDto) {
    return withMessage('server.workers.created', await this.workers.create(user, body));
  }

  @Get(API_PATHS.workers.one(':id'))
  @Roles('supplier', 'admin')
  @ApiOperation({ summary: 'One worker with documents (owning supplier, admin; another supplier gets 404)' })
  @ApiEnvelope(WorkerResponseDto)
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.workers.get(user, id);
  }

  @Patch(API_PATHS.workers.one(':id'))
  @Roles('supplier')
  @ApiOperation({ summary: 'Change a worker (owning supplier); null clears an optional field' })
  @ApiEnvelope(WorkerResponseDto)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: WorkerPatchDto,
  ) {
    return withMessage('server.workers.updated', await this.workers.update(user, id, body));
  }

  @Delete(API_PATHS.workers.one(':id'))
  @Roles('supplier')
  @ApiOperation({ summary: 'Remove a worker (soft delete); 409 while booked on active awarded work' })
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.workers.remove(user, id);
    return withMessage('server.workers.deleted');
  }

  @Patch(API_PATHS.workers.availability(':id'))
  @Roles('supplier')
  @ApiOperation({ summary: 'Mark a worker busy or free (owning supplier)' })
  @ApiEnvelope(WorkerResponseDto)
  async setAvailability(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: WorkerAvailabilityDto,
  ) {
    const worker = await this.workers.setAvailability(user, id, body.availability);
    return withMessage(`server.workers.${worker.availability}`, worker);
  }
}
