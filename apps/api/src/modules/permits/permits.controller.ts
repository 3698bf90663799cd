import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PERMIT_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { PermitsService } from './permits.service';
import { PermitStatusResponseDto, RejectPermitDto, StaffingPermitDto, StaffingPermitResponseDto } from './dto/permits.dto';

@ApiTags('permits')
@ApiBearerAuth()
@Controller()
export class PermitsController {
  constructor(private readonly permits: PermitsService) {}

  @Roles('supplier')
  @Get(PERMIT_PATHS.mine)
  @ApiOperation({ summary: 'The supplier’s AÜG permit on file (null when none)' })
  @ApiEnvelope(StaffingPermitResponseDto)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.permits.mine(user);
  }

  @Roles('supplier')
  @Put(PERMIT_PATHS.mine)
  @ApiOperation({ summary: 'File (or replace) the AÜG permit: agency, date, unlimited or valid until, the uploaded copy; waits for an admin’s verification' })
  @ApiEnvelope(StaffingPermitResponseDto)
  async file(@CurrentUser() user: AuthenticatedUser, @Body() body: StaffingPermitDto) {
    return withMessage('server.permits.filed', await this.permits.file(user, body));
  }

  @Get(PERMIT_PATHS.status(':id'))
  @ApiOperation({ summary: 'The status of a supplier’s AÜG permit (clients, admins, the supplier itself)' })
  @ApiEnvelope(PermitStatusResponseDto)
  status(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.permits.statusOf(user, id);
  }

  @Roles('admin')
  @Get(PERMIT_PATHS.admin(':id'))
  @ApiOperation({ summary: 'The AÜG permit of a supplier account (approval screen); null when none' })
  @ApiEnvelope(StaffingPermitResponseDto)
  adminGet(@IdParam() id: string) {
    return this.permits.adminGet(id);
  }

  @Roles('admin')
  @Post(PERMIT_PATHS.verify(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the pending permit (audited)' })
  @ApiEnvelope(StaffingPermitResponseDto)
  async verify(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.permits.verified', await this.permits.verify(user, id));
  }

  @Roles('admin')
  @Post(PERMIT_PATHS.reject(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject the pending permit with a reason (audited)' })
  @ApiEnvelope(StaffingPermitResponseDto)
  async reject(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: RejectPermitDto) {
    return withMessage('server.permits.rejected', await this.permits.reject(user, id, body.reason));
  }
}
