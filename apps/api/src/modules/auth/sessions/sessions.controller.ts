import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../../common/swagger';
import { IdParam } from '../../../common/id-param';
import { AllowUnapproved } from '../approval.guard';
import { ActiveSessionDto, EndSessionsDto, EndSessionsResultDto } from './sessions.dto';
import { SignedInDevices } from './signed-in-devices.service';

/** The own signed-in devices (ASVS 5.0 V7.5.2): list them, end one or all others with the password again. */
@ApiTags('auth')
@AllowUnapproved()
@ApiBearerAuth()
@Controller()
export class SessionsController {
  constructor(private readonly devices: SignedInDevices) {}

  @Get(API_PATHS.auth.sessions)
  @ApiOperation({ summary: 'The own live sessions (signed-in devices), the current one marked' })
  @ApiEnvelope(ActiveSessionDto, { isArray: true })
  list(@CurrentUser() actor: AuthenticatedUser) {
    return this.devices.list(actor);
  }

  @Post(API_PATHS.auth.endOtherSessions)
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends every own session except this one (current password required; audited)' })
  @ApiEnvelope(EndSessionsResultDto)
  async endOthers(@CurrentUser() actor: AuthenticatedUser, @Body() body: EndSessionsDto) {
    return withMessage('server.auth.otherSessionsEnded', await this.devices.endOthers(actor, body.currentPassword));
  }

  @Post(API_PATHS.auth.endSession(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ends one own session: its tokens stop working at once (current password required; audited). Ending this one is a logout; another account’s session is 404',
  })
  @ApiEnvelope(EndSessionsResultDto)
  async end(@CurrentUser() actor: AuthenticatedUser, @IdParam() id: string, @Body() body: EndSessionsDto) {
    return withMessage('server.auth.sessionEnded', await this.devices.end(actor, id, body.currentPassword));
  }
}
