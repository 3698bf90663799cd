import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TwoFactorRepository } from '@fachwerk/server/db';
import { AuthModule } from '../auth.module';
import { OAuthStore } from './oauth-store';
import { OAuthController } from './oauth.controller';
import { OAuthService } from './oauth.service';

/** Google and Facebook sign-in (enabled per configured client id). */
@Module({
  imports: [AuthModule, JwtModule.register({})],
  controllers: [OAuthController],
  providers: [OAuthService, OAuthStore, TwoFactorRepository],
})
export class OAuthModule {}
