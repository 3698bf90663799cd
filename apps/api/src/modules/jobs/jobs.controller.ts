import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import {
  AdminJobsQueryDto,
  CloseJobDto,
  CreateJobDto,
  DeactivateJobDto,
  JobResponseDto,
  JobSearchQueryDto,
  JobSummaryDto,
  MyJobsQueryDto,
  RelevantJobDto,
  UpdateJobDto,
} from './dto/jobs.dto';
import { JobLifecycleService } from './job-lifecycle.service';
import { JobSearchService } from './job-search.service';
import { PageQueryDto } from '../../common/page-query.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@Controller()
export class JobsController {
  constructor(
    private readonly lifecycle: JobLifecycleService,
    private readonly jobSearch: JobSearchService,
  ) {}

  @Get(API_PATHS.jobs.list)
  @Roles('client', 'supplier', 'admin')
  @ApiOperation({ summary: 'Search open jobs (every role may look at the market): German full-text keyword, filters, distance, sorts, paging' })
  @ApiEnvelope(JobSummaryDto, { paginated: true })
  search(@CurrentUser() user: AuthenticatedUser, @Query() query: JobSearchQueryDto) {
    return this.jobSearch.search(user, query);
  }

  @Post(API_PATHS.jobs.list)
  @Roles('client')
  @ApiOperation({ summary: 'Post a job (open) or save it as a draft (`draft: true`)' })
  @ApiEnvelope(JobResponseDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateJobDto) {
    const job = await this.lifecycle.create(user, body);
    return withMessage(body.draft ? 'server.jobs.draftSaved' : 'server.jobs.created', job);
  }

  @Get(API_PATHS.jobs.mine)
  @Roles('client')
  @ApiOperation({ summary: 'The client’s own jobs: status filter, search, paging, counts per status' })
  @ApiEnvelope(JobSummaryDto, { paginated: true })
  mine(@CurrentUser() user: AuthenticatedUser, @Query() query: MyJobsQueryDto) {
    return this.jobSearch.mine(user, query);
  }

  @Get(API_PATHS.jobs.saved)
  @Roles('supplier')
  @ApiOperation({ summary: 'The supplier’s saved jobs, most recently saved first' })
  @ApiEnvelope(JobSummaryDto, { paginated: true })
  saved(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto) {
    return this.jobSearch.saved(user, query.page, query.limit);
  }

  @Get(API_PATHS.jobs.relevant)
  @Roles('supplier')
  @ApiOperation({ summary: 'Open jobs ranked by fit with the supplier’s profile, with score and reasons' })
  @ApiEnvelope(RelevantJobDto, { paginated: true })
  relevant(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto) {
    return this.jobSearch.relevant(user, query.page, query.limit);
  }

  @Get(API_PATHS.jobs.one(':id'))
  @ApiOperation({
    summary: 'One job: owner and admins; suppliers while open or when they applied; other clients while open, without documents (else 404)',
  })
  @ApiEnvelope(JobResponseDto)
  get(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.jobSearch.get(user, id);
  }

  @Patch(API_PATHS.jobs.one(':id'))
  @Roles('client')
  @ApiOperation({ summary: 'Edit the own job while draft or open (else 409)' })
  @ApiEnvelope(JobResponseDto)
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: UpdateJobDto,
  ) {
    return withMessage('server.jobs.updated', await this.lifecycle.update(user, id, body));
  }

  @Delete(API_PATHS.jobs.one(':id'))
  @Roles('client')
  @ApiOperation({ summary: 'Delete the own job; only without awards (else 409)' })
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    await this.lifecycle.remove(user, id);
    return withMessage('server.jobs.deleted', null);
  }

  @Post(API_PATHS.jobs.publish(':id'))
  @Roles('client')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish the own draft (draft → open)' })
  @ApiEnvelope(JobResponseDto)
  async publish(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.jobs.published', await this.lifecycle.publish(user, id));
  }

  @Post(API_PATHS.jobs.close(':id'))
  @Roles('client')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw the own open job (open → closed); pending applicants are notified' })
  @ApiEnvelope(JobResponseDto)
  // closedReason is `withdrawn`; the optional reason is kept as the job's closedNote.
  async close(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: CloseJobDto) {
    return withMessage('server.jobs.closed', await this.lifecycle.close(user, id, body.reason));
  }

  @Post(API_PATHS.jobs.save(':id'))
  @Roles('supplier')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save a job (idempotent)' })
  @ApiEnvelope(null)
  async save(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    await this.jobSearch.save(user, id);
    return withMessage('server.jobs.saved', null);
  }

  @Delete(API_PATHS.jobs.save(':id'))
  @Roles('supplier')
  @ApiOperation({ summary: 'Unsave a job (idempotent)' })
  @ApiEnvelope(null)
  async unsave(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    await this.jobSearch.unsave(user, id);
    return withMessage('server.jobs.unsaved', null);
  }

  @Get(API_PATHS.adminJobs.list)
  @Roles('admin')
  @ApiOperation({ summary: 'Every job: filters status, type, q, clientId; counts per status' })
  @ApiEnvelope(JobSummaryDto, { paginated: true })
  adminList(@Query() query: AdminJobsQueryDto) {
    return this.jobSearch.adminList(query);
  }

  @Post(API_PATHS.adminJobs.deactivate(':id'))
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a draft or open job with a reason (client notified, audited)' })
  @ApiEnvelope(JobResponseDto)
  async deactivate(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: DeactivateJobDto,
  ) {
    return withMessage('server.jobs.deactivated', await this.lifecycle.deactivate(admin, id, body.reason));
  }
}
