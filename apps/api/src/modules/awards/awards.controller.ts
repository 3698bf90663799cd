import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AwardsService } from './awards.service';
import {
  AwardDtoResponse,
  AwardListQueryDto,
  CompletionRejectionDto,
  NameWorkersDto,
} from './dto/awards.dto';
import { IdParam } from '../../common/id-param';

@ApiTags('awards')
@ApiBearerAuth()
@Controller()
export class AwardsController {
  constructor(private readonly awards: AwardsService) {}

  @Get(API_PATHS.awards.list)
  @ApiOperation({
    summary:
      'Awarded work: clients of their jobs, suppliers their own, admins all; status[] and jobId filters, paging',
  })
  @ApiEnvelope(AwardDtoResponse, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: AwardListQueryDto) {
    return this.awards.list(user, query);
  }

  @Get(API_PATHS.awards.one(':id'))
  @ApiOperation({
    summary: 'One awarded work (its client, its supplier, admins; others 404) with the feedback state',
  })
  @ApiEnvelope(AwardDtoResponse)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.awards.one(user, id);
  }

  @Roles('supplier')
  @Put(API_PATHS.awards.workers(':id'))
  @ApiOperation({
    summary:
      'Name the workers doing the work (resource jobs: exactly the awarded slots); a worker booked on an overlapping job is 409',
  })
  @ApiEnvelope(AwardDtoResponse)
  async nameWorkers(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: NameWorkersDto,
  ) {
    return withMessage('server.awards.workersNamed', await this.awards.nameWorkers(user, id, body));
  }

  @Roles('supplier')
  @Post(API_PATHS.awards.start(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Start the work (awarded → in_progress; resource jobs need their named workers); notifies the client',
  })
  @ApiEnvelope(AwardDtoResponse)
  async start(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.awards.started', await this.awards.start(user, id));
  }

  @Roles('supplier')
  @Post(API_PATHS.awards.complete(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the work completed (in_progress → completed); notifies the client' })
  @ApiEnvelope(AwardDtoResponse)
  async complete(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.awards.completed', await this.awards.complete(user, id));
  }

  @Roles('client')
  @Post(API_PATHS.awards.approve(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve the completion (completed → approved; the job completes when all its work is approved)',
  })
  @ApiEnvelope(AwardDtoResponse)
  async approve(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.awards.approved', await this.awards.approve(user, id));
  }

  @Roles('client')
  @Post(API_PATHS.awards.rejectCompletion(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject the completion with a reason (completed → in_progress); notifies the supplier',
  })
  @ApiEnvelope(AwardDtoResponse)
  async rejectCompletion(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: CompletionRejectionDto,
  ) {
    return withMessage(
      'server.awards.completionRejected',
      await this.awards.rejectCompletion(user, id, body),
    );
  }
}
