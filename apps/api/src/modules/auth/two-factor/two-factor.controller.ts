import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, Roles, withMessage, withNotice, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../../common/swagger';
import { IdParam } from '../../../common/id-param';
import { AllowUnapproved } from '../approval.guard';
import { AuthService } from '../auth.service';
import { LOGIN_RATE_LIMIT } from '../login-throttle';
import { LoginResponseDto } from '../dto/auth.dto';
import {
  RecoveryCodesDto,
  TwoFactorChallengeOnlyDto,
  TwoFactorConfirmDto,
  TwoFactorEnableDto,
  TwoFactorEnrolmentLoginDto,
  TwoFactorLoginDto,
  TwoFactorLoginEnableDto,
  TwoFactorSetupDto,
  TwoFactorSetupRequestDto,
  TwoFactorStatusDto,
} from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';
import { TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';

const paths = TWO_FACTOR_PATHS;
const agentOf = (userAgent?: string) => userAgent?.slice(0, 300) ?? null;

/** The second factor: the login's second step, an admin's enrolment at login, and the own settings. */
@ApiTags('auth')
@AllowUnapproved()
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  @Public()
  @Post(paths.login)
  @HttpCode(200)
  @RouteConfig(LOGIN_RATE_LIMIT)
  @ApiOperation({
    summary: 'Second step of the login: the challenge plus a current code or a recovery code. A challenge opens one session and dies after 5 wrong codes; throttled per account and IP',
  })
  @ApiEnvelope(LoginResponseDto)
  async login(@Body() body: TwoFactorLoginDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string) {
    const user = await this.twoFactor.completeLogin(body.challenge, body.recoveryCode !== undefined ? { recoveryCode: body.recoveryCode, ip } : { code: body.code, ip });
    const { response, approved } = await this.auth.openSession(user, agentOf(userAgent));
    return approved ? withMessage('server.auth.loggedIn', response) : withNotice('ACCOUNT_NOT_APPROVED', response);
  }

  @Public()
  @Post(paths.loginSetup)
  @HttpCode(200)
  @RouteConfig(LOGIN_RATE_LIMIT)
  @ApiOperation({ summary: 'An admin without a second factor, during login: a new secret to enrol (QR code, key)' })
  @ApiEnvelope(TwoFactorSetupDto)
  async loginSetup(@Body() body: TwoFactorChallengeOnlyDto) {
    return withMessage('server.auth.twoFactorSetup', await this.twoFactor.setupAtLogin(body.challenge));
  }

  @Public()
  @Post(paths.loginEnable)
  @HttpCode(200)
  @RouteConfig(LOGIN_RATE_LIMIT)
  @ApiOperation({ summary: 'Confirms the enrolment during login with a first code: the session and the recovery codes (shown once)' })
  @ApiEnvelope(TwoFactorEnrolmentLoginDto)
  async loginEnable(@Body() body: TwoFactorLoginEnableDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string) {
    const { user, recoveryCodes } = await this.twoFactor.enableAtLogin(body.challenge, body.code, ip);
    const { response } = await this.auth.openSession(user, agentOf(userAgent));
    return withMessage('server.auth.twoFactorEnabled', { ...response, recoveryCodes });
  }

  @Get(paths.status)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether the own account has a second factor, whether it is required, recovery codes left' })
  @ApiEnvelope(TwoFactorStatusDto)
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.twoFactor.status(user);
  }

  @Post(paths.setup)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Starts the enrolment with the current password: a new pending secret (QR code, otpauth URI, key to type). With a factor already on, also a current code: the new app replaces it once confirmed (re-enrolment)',
  })
  @ApiEnvelope(TwoFactorSetupDto)
  async setup(@CurrentUser() actor: AuthenticatedUser, @Body() body: TwoFactorSetupRequestDto, @Ip() ip: string) {
    return withMessage('server.auth.twoFactorSetup', await this.twoFactor.setupOwn(actor, body.currentPassword, body.code, ip));
  }

  @Post(paths.enable)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Confirms the pending secret (enrolment or re-enrolment) with a code of it: new recovery codes (shown once; audited, mailed)' })
  @ApiEnvelope(RecoveryCodesDto)
  async enable(@CurrentUser() actor: AuthenticatedUser, @Body() body: TwoFactorEnableDto, @Ip() ip: string) {
    return withMessage('server.auth.twoFactorEnabled', await this.twoFactor.enable(actor, body.code, ip));
  }

  @Post(paths.disable)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Turns the second factor off with the password and a code (not for admins; audited)' })
  @ApiEnvelope(null)
  async disable(@CurrentUser() actor: AuthenticatedUser, @Body() body: TwoFactorConfirmDto, @Ip() ip: string) {
    await this.twoFactor.disable(actor, body.currentPassword, body.code, ip);
    return withMessage('server.auth.twoFactorDisabled');
  }

  @Post(paths.recoveryCodes)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'New recovery codes with the password and a code; the previous ones stop working (audited)' })
  @ApiEnvelope(RecoveryCodesDto)
  async renewRecoveryCodes(@CurrentUser() actor: AuthenticatedUser, @Body() body: TwoFactorConfirmDto, @Ip() ip: string) {
    return withMessage('server.auth.recoveryCodesRenewed', await this.twoFactor.renewRecoveryCodes(actor, body.currentPassword, body.code, ip));
  }

  @Post(TWO_FACTOR_PATHS.adminReset(':id'))
  @HttpCode(200)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiTags('admin accounts')
  @ApiOperation({ summary: 'Removes another account’s second factor (lost phone and codes); never the own (audited)' })
  @ApiEnvelope(null)
  async reset(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: string,
  ) {
    await this.twoFactor.reset(admin, id);
    return withMessage('server.adminAccounts.twoFactorReset');
  }
}
