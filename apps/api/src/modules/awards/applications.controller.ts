import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { ApplicationsService } from './applications.service';
import {
  ApplicationDto,
  ApplicationListQueryDto,
  ApplyDto,
  AwardDto,
  AwardDtoResponse,
  RejectApplicationDto,
  SupplierDetailsDto,
} from './dto/awards.dto';
import { IdParam } from '../../common/id-param';

@ApiTags('applications')
@ApiBearerAuth()
@Controller()
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Roles('supplier')
  @Post(API_PATHS.jobs.applications(':id'))
  @ApiOperation({
    summary: 'Apply to an open job with a proposal (once per job: a second is 409); notifies the client',
  })
  @ApiEnvelope(ApplicationDto, { status: 201 })
  async apply(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() jobId: string,
    @Body() body: ApplyDto,
  ) {
    return withMessage('server.awards.applied', await this.applications.apply(user, jobId, body));
  }

  @Roles('client', 'admin')
  @Get(API_PATHS.jobs.applications(':id'))
  @ApiOperation({
    summary: 'The applications of a job (its client, admins): status filter, paging, counts per status',
  })
  @ApiEnvelope(ApplicationDto, { paginated: true })
  listForJob(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() jobId: string,
    @Query() query: ApplicationListQueryDto,
  ) {
    return this.applications.listForJob(user, jobId, query);
  }

  @Roles('client', 'admin')
  @Get(API_PATHS.jobs.supplierDetails(':jobId', ':supplierId'))
  @ApiOperation({
    summary:
      'A supplier who applied to the job: public profile, proposal, proposed workers, visible documents and feedback',
  })
  @ApiEnvelope(SupplierDetailsDto)
  supplierDetails(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('jobId') jobId: string,
    @IdParam('supplierId') supplierId: string,
  ) {
    return this.applications.supplierDetails(user, jobId, supplierId);
  }

  @Roles('supplier')
  @Get(API_PATHS.applications.mine)
  @ApiOperation({
    summary: 'The supplier’s own applications with their jobs: status filter, paging, counts per status',
  })
  @ApiEnvelope(ApplicationDto, { paginated: true })
  mine(@CurrentUser() user: AuthenticatedUser, @Query() query: ApplicationListQueryDto) {
    return this.applications.mine(user, query);
  }

  @Get(API_PATHS.applications.one(':id'))
  @ApiOperation({ summary: 'One application (its supplier, the job’s client, admins; others 404)' })
  @ApiEnvelope(ApplicationDto)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.applications.one(user, id);
  }

  @Roles('supplier')
  @Post(API_PATHS.applications.withdraw(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw a pending application; notifies the client' })
  @ApiEnvelope(ApplicationDto)
  async withdraw(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.awards.withdrawn', await this.applications.withdraw(user, id));
  }

  @Roles('client')
  @Post(API_PATHS.applications.award(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Award a pending application (job owner): takes free slots; a full job rejects the other pending ones',
  })
  @ApiEnvelope(AwardDtoResponse)
  async award(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: AwardDto,
  ) {
    return withMessage('server.awards.awarded', await this.applications.award(user, id, body ?? {}));
  }

  @Roles('client')
  @Post(API_PATHS.applications.reject(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject a pending application (job owner), optionally with a reason; notifies the supplier',
  })
  @ApiEnvelope(ApplicationDto)
  async reject(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: RejectApplicationDto,
  ) {
    return withMessage('server.awards.rejected', await this.applications.reject(user, id, body ?? {}));
  }
}
