import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import {
  AdminFeedbackQueryDto,
  AwardFeedbackDto,
  FeedbackDto,
  FeedbackRequestDto,
  FeedbackVisibilityDto,
  SupplierFeedbackDto,
} from './dto/feedback.dto';
import { FeedbackService } from './feedback.service';
import { PageQueryDto } from '../../common/page-query.dto';

@ApiTags('feedback')
@ApiBearerAuth()
@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post(API_PATHS.awards.feedback(':id'))
  @Roles('client', 'supplier')
  @ApiOperation({
    summary:
      'Write feedback (rating 1–5, comment) about the other party of an approved award, once per side (a second: 409)',
  })
  @ApiEnvelope(FeedbackDto, { status: 201 })
  async write(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: FeedbackRequestDto) {
    return withMessage('server.engagement.feedback.created', await this.feedback.write(user, id, body));
  }

  @Get(API_PATHS.awards.feedback(':id'))
  @ApiOperation({
    summary:
      'The caller’s and the other side’s feedback on an award (parties, admins); the other side’s once both wrote or 14 days after approval',
  })
  @ApiEnvelope(AwardFeedbackDto)
  forAward(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.feedback.forAward(user, id);
  }

  @Get(API_PATHS.supplierFeedback(':id'))
  @ApiOperation({ summary: 'Visible feedback a supplier received, newest first, with the average rating' })
  @ApiEnvelope(SupplierFeedbackDto)
  aboutSupplier(@IdParam() id: string, @Query() query: PageQueryDto) {
    return this.feedback.aboutSupplier(id, query.page, query.limit);
  }

  @Get(API_PATHS.adminFeedback.list)
  @Roles('admin')
  @ApiOperation({ summary: 'All feedback, newest first, with author and job: filters hidden and rating ≤ n' })
  @ApiEnvelope(FeedbackDto, { paginated: true })
  adminList(@Query() query: AdminFeedbackQueryDto) {
    return this.feedback.adminList(query);
  }

  @Patch(API_PATHS.adminFeedback.one(':id'))
  @Roles('admin')
  @ApiOperation({ summary: 'Hide feedback (with a reason) or show it again (audited)' })
  @ApiEnvelope(FeedbackDto)
  async setVisibility(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: FeedbackVisibilityDto,
  ) {
    const updated = await this.feedback.setVisibility(admin, id, body);
    return withMessage(
      body.hidden ? 'server.engagement.feedback.hidden' : 'server.engagement.feedback.shown',
      updated,
    );
  }
}
