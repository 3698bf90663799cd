import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  OAUTH_PROVIDERS,
  REGISTRABLE_USER_TYPES,
  type AuthProvidersResponse,
  type OAuthCompleteRequest,
  type OAuthExchangeRequest,
  type OAuthProvider,
  type RegistrableUserType,
} from '@fachwerk/shared/contracts';
import { Public, withMessage, withNotice } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../../common/swagger';
import { LoginResponseDto } from '../dto/auth.dto';
import { OAuthService, type OAuthLogin } from './oauth.service';

export class AuthProvidersDto implements AuthProvidersResponse {
  @ApiProperty({ enum: OAUTH_PROVIDERS, isArray: true }) providers!: OAuthProvider[];
}

export class OAuthExchangeRequestDto implements OAuthExchangeRequest {
  @ApiProperty({ description: 'One-time code from the callback redirect' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  code!: string;
}

export class OAuthCompleteRequestDto implements OAuthCompleteRequest {
  @ApiProperty({ description: 'One-time ticket from the callback redirect' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(100)
  ticket!: string;

  @ApiProperty({ enum: REGISTRABLE_USER_TYPES })
  @IsNotEmpty()
  @IsIn(REGISTRABLE_USER_TYPES)
  userType!: RegistrableUserType;
}

const loggedIn = ({ response, approved }: OAuthLogin) => approved ? withMessage('server.auth.loggedIn', response) : withNotice('ACCOUNT_NOT_APPROVED', response);
const agent = (userAgent?: string) => userAgent?.slice(0, 300) ?? null;

@ApiTags('auth')
@Public()
@Controller()
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Get(API_PATHS.auth.providers)
  @ApiOperation({ summary: 'Social sign-in providers that are configured (the UI shows only their buttons)' })
  @ApiEnvelope(AuthProvidersDto)
  providers(): AuthProvidersResponse {
    return { providers: this.oauth.enabledProviders() };
  }

  @Get(API_PATHS.auth.oauthStart(':provider'))
  @ApiOperation({ summary: 'Redirects to the provider (302); 404 when the provider is not configured' })
  async start(@Param('provider') provider: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return reply.redirect(await this.oauth.startUrl(provider, request), 302);
  }

  @Get(API_PATHS.auth.oauthCallback(':provider'))
  @ApiOperation({ summary: "The provider's redirect back; redirects to the shell with a one-time code, a ticket or an error" })
  async callback(
    @Param('provider') provider: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Headers('user-agent') userAgent?: string,
  ) {
    const target = await this.oauth.callbackUrl(provider, request as never, agent(userAgent));
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  }

  @Post(API_PATHS.auth.oauthExchange)
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchanges the one-time code of the callback for tokens' })
  @ApiEnvelope(LoginResponseDto)
  async exchange(@Body() body: OAuthExchangeRequestDto) {
    return loggedIn(await this.oauth.exchange(body.code));
  }

  @Post(API_PATHS.auth.oauthComplete)
  @HttpCode(200)
  @ApiOperation({ summary: 'First social sign-in: choose client or supplier; creates an unapproved account and logs it in' })
  @ApiEnvelope(LoginResponseDto)
  async complete(@Body() body: OAuthCompleteRequestDto, @Headers('user-agent') userAgent?: string) {
    return loggedIn(await this.oauth.complete(body.ticket, body.userType, agent(userAgent)));
  }
}
