import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { languageFromHeader } from '@fachwerk/shared/i18n/server';
import { CurrentUser, Public, withMessage, withNotice, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AllowUnapproved } from './approval.guard';
import { AuthService } from './auth.service';
import { LOGIN_RATE_LIMIT } from './login-throttle';
import { LoginRequestDto, LoginResponseDto, RefreshRequestDto, UserDataDto } from './dto/auth.dto';
import {
  ChangePasswordDto,
  ClientRegistrationDto,
  EmailVerifyDto,
  ForgotPasswordDto,
  RegistrationResponseDto,
  ResendCodeDto,
  ResetPasswordDto,
  SupplierRegistrationDto,
  VerifyOtpDto,
  VerifyOtpResponseDto,
} from './dto/registration.dto';
import { IdentityService } from './identity.service';

const NEVER_REVEAL = 'A taken e-mail answers exactly like a success and mails the owner instead, so the answer never reveals a registration.';

@ApiTags('auth')
@AllowUnapproved()
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly identity: IdentityService,
  ) {}

  @Public()
  @Post(API_PATHS.auth.login)
  @HttpCode(200)
  // Outside the per-address request budget: an anonymous flood from a shared address must not keep
  // its people from logging in. Failed logins are throttled per account and per address instead.
  @RouteConfig(LOGIN_RATE_LIMIT)
  @ApiOperation({
    summary: 'Log in with e-mail, password and user type (failures throttled per IP and account)',
    description:
      'With a second factor (always for admins) the answer carries the notice code TOTP_REQUIRED (or TOTP_ENROLMENT_REQUIRED) and data {challenge, kind, expiresIn} instead of the tokens: continue with POST /auth/login/2fa. While failed logins slow the address down (429), password and a current code together (`code`) still open the session.',
  })
  @ApiEnvelope(LoginResponseDto, { description: 'Tokens and userData; an unapproved account gets the not-approved message' })
  async login(@Body() body: LoginRequestDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string) {
    const result = await this.auth.login(body, userAgent?.slice(0, 300) ?? null, ip);
    if ('challenge' in result) return withNotice(result.challenge.kind === 'code' ? 'TOTP_REQUIRED' : 'TOTP_ENROLMENT_REQUIRED', result.challenge);
    const { response, approved } = result;
    return approved ? withMessage('server.auth.loggedIn', response) : withNotice('ACCOUNT_NOT_APPROVED', response);
  }

  @Public()
  @Post(API_PATHS.auth.signup('client'))
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a client; mails a 6-digit code', description: NEVER_REVEAL })
  @ApiEnvelope(RegistrationResponseDto)
  async signupClient(@Body() body: ClientRegistrationDto, @Ip() ip: string, @Headers('accept-language') acceptLanguage?: string) {
    return withMessage('server.auth.signedUp', await this.identity.signup('client', body, languageFromHeader(acceptLanguage), ip));
  }

  @Public()
  @Post(API_PATHS.auth.signup('supplier'))
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a supplier with every draft field; mails a 6-digit code', description: NEVER_REVEAL })
  @ApiEnvelope(RegistrationResponseDto)
  async signupSupplier(@Body() body: SupplierRegistrationDto, @Ip() ip: string, @Headers('accept-language') acceptLanguage?: string) {
    return withMessage('server.auth.signedUp', await this.identity.signup('supplier', body, languageFromHeader(acceptLanguage), ip));
  }

  @Public()
  @Post(API_PATHS.auth.emailVerify)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the e-mail with the 6-digit code (15 min, 5 tries); signs the user in (tokens and userData as a login)',
  })
  @ApiEnvelope(LoginResponseDto, { description: 'An account still awaiting approval gets the not-approved message, as at login' })
  async emailVerify(@Body() body: EmailVerifyDto, @Ip() ip: string, @Headers('user-agent') userAgent?: string) {
    await this.identity.verifyEmail(body.userId, body.code, ip);
    const { response, approved } = await this.auth.signInVerified(body.userId, userAgent?.slice(0, 300) ?? null);
    return approved ? withMessage('server.auth.emailVerified', response) : withNotice('ACCOUNT_NOT_APPROVED', response);
  }

  @Public()
  @Post(API_PATHS.auth.resendCode)
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new verification code (one a minute per account)' })
  @ApiEnvelope(RegistrationResponseDto)
  async resendCode(@Body() body: ResendCodeDto, @Ip() ip: string) {
    return withMessage('server.auth.codeSent', await this.identity.resendCode(body.userId, ip));
  }

  @Public()
  @Post(API_PATHS.auth.forgotPassword)
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset code; always the same answer' })
  @ApiEnvelope(null)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Ip() ip: string) {
    await this.identity.forgotPassword(body, ip);
    return withMessage('server.auth.resetCodeSent');
  }

  @Public()
  @Post(API_PATHS.auth.verifyOtp)
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the reset code for a short-lived reset token' })
  @ApiEnvelope(VerifyOtpResponseDto)
  async verifyOtp(@Body() body: VerifyOtpDto, @Ip() ip: string) {
    return withMessage('server.auth.otpVerified', await this.identity.verifyOtp(body, ip));
  }

  @Public()
  @Post(API_PATHS.auth.resetPassword)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the reset token; revokes every session' })
  @ApiEnvelope(null)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.identity.resetPassword(body);
    return withMessage('server.auth.passwordReset');
  }

  @Post(API_PATHS.auth.changePassword)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password (current one checked); revokes the other sessions' })
  @ApiEnvelope(null)
  async changePassword(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordDto) {
    await this.identity.changePassword(user, body);
    return withMessage('server.auth.passwordChanged');
  }

  @Public()
  @Post(API_PATHS.auth.refresh)
  @HttpCode(200)
  @ApiOperation({ summary: 'Rotate the refresh token; reusing a spent one revokes the session' })
  @ApiEnvelope(LoginResponseDto)
  async refresh(@Body() body: RefreshRequestDto) {
    return withMessage('server.auth.refreshed', await this.auth.refresh(body.refreshToken));
  }

  @Post(API_PATHS.auth.logout)
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke the current session; its access token stops working at once' })
  @ApiEnvelope(null)
  async logout(@CurrentUser() user: AuthenticatedUser) {
    await this.auth.logout(user);
    return withMessage('server.auth.loggedOut');
  }

  @Get(API_PATHS.auth.me)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in user' })
  @ApiEnvelope(UserDataDto)
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.auth.me(user);
  }
}
