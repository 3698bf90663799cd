import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Public, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { AuthService } from './auth.service';
import { LoginRequestDto, LoginResponseDto, RefreshRequestDto, UserDataDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post(API_PATHS.auth.login)
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with e-mail, password and user type' })
  @ApiEnvelope(LoginResponseDto, { description: 'Tokens and userData; an unapproved account gets the not-approved message' })
  async login(@Body() body: LoginRequestDto, @Headers('user-agent') userAgent?: string) {
    const { response, approved } = await this.auth.login(body, userAgent?.slice(0, 300) ?? null);
    return withMessage(approved ? 'server.auth.loggedIn' : 'errors.ACCOUNT_NOT_APPROVED', response);
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
