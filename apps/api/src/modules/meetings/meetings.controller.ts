import { MEETING_PATHS } from '@fachwerk/shared/contracts/meetings';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import {
  CancelMeetingDto,
  MeetingChangeDto,
  MeetingDto,
  MeetingListQueryDto,
  RejectSupplierDto,
  RescheduleMeetingDto,
  ScheduleMeetingDto,
} from './dto/meetings.dto';
import { MeetingsService } from './meetings.service';
import { IdParam } from '../../common/id-param';

@ApiTags('meetings')
@ApiBearerAuth()
@Controller()
export class MeetingsController {
  constructor(private readonly meetings: MeetingsService) {}

  @Get(MEETING_PATHS.list)
  @ApiOperation({
    summary: 'Own meetings (admins: all; filter userId): when upcoming|past, status, job; paging',
  })
  @ApiEnvelope(MeetingDto, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: MeetingListQueryDto) {
    return this.meetings.list(user, query);
  }

  @Roles('client')
  @Post(MEETING_PATHS.list)
  @ApiOperation({
    summary:
      'Schedule a meeting with a supplier who applied to one of the client’s jobs (Europe/Berlin date and time, in the future); notifies the supplier with the calendar file; answers overlaps as a warning',
  })
  @ApiEnvelope(MeetingChangeDto, { status: 201 })
  async schedule(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ScheduleMeetingDto,
  ) {
    return withMessage('server.meetings.scheduled', await this.meetings.schedule(user, body));
  }

  @Get(MEETING_PATHS.one(':id'))
  @ApiOperation({ summary: 'One meeting with its history (its client, its supplier, admins; others 404)' })
  @ApiEnvelope(MeetingDto)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.meetings.one(user, id);
  }

  @Roles('client', 'supplier')
  @Post(MEETING_PATHS.accept(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The supplier accepts the time, or either side accepts the other’s proposed time; notifies the other side',
  })
  @ApiEnvelope(MeetingChangeDto)
  async accept(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.meetings.accepted', await this.meetings.accept(user, id));
  }

  @Roles('client', 'supplier')
  @Post(MEETING_PATHS.reschedule(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Propose another time (Europe/Berlin, in the future); the other side accepts it' })
  @ApiEnvelope(MeetingChangeDto)
  async reschedule(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: RescheduleMeetingDto,
  ) {
    return withMessage('server.meetings.proposed', await this.meetings.reschedule(user, id, body));
  }

  @Roles('client', 'supplier', 'admin')
  @Post(MEETING_PATHS.cancel(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel with a reason (either side; admins audited); notifies with the cancellation',
  })
  @ApiEnvelope(MeetingDto)
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: CancelMeetingDto,
  ) {
    return withMessage('server.meetings.cancelled', await this.meetings.cancel(user, id, body));
  }

  @Roles('client')
  @Post(MEETING_PATHS.rejectSupplier(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary:
      'After the meeting started: reject the supplier’s application (its notification) and close the meeting',
  })
  @ApiEnvelope(MeetingDto)
  async rejectSupplier(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: RejectSupplierDto,
  ) {
    return withMessage(
      'server.meetings.supplierRejected',
      await this.meetings.rejectSupplier(user, id, body ?? {}),
    );
  }

  @Get(MEETING_PATHS.calendar(':id'))
  @ApiOperation({ summary: 'The meeting’s calendar file (RFC 5545; METHOD CANCEL once cancelled)' })
  @ApiProduces('text/calendar')
  async calendar(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { filename, content } = await this.meetings.calendar(user, id);
    await reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(content);
  }
}
