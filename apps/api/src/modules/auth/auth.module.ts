import { RealtimeModule } from '../../realtime';
import { FileReferencesModule } from '../../common/file-references';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard, JwtStrategy, RolesGuard, SESSION_VALIDATOR } from '@fachwerk/server/core';
import { AuditLogRepository, CatalogueLookupRepository, SessionsRepository, TwoFactorRepository, UsersRepository, VerificationCodesRepository, UploadsRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { ProfileFields } from './profile-fields';
import { ApprovalGuard } from './approval.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { IdentityService } from './identity.service';
import { OneTimeCodes } from './one-time-codes';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { PasswordPolicy } from './password-policy';
import { Reauthentication } from './reauthentication';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { SessionsController } from './sessions/sessions.controller';
import { SignedInDevices } from './sessions/signed-in-devices.service';
import { ChallengeLedger } from './two-factor/challenge-ledger';
import { PendingReenrolments } from './two-factor/pending-reenrolments';
import { TOTP_THROTTLE, TOTP_THROTTLE_LIMITS, TwoFactorService } from './two-factor/two-factor.service';
import { REDIS } from '../../app/redis.module';
import { APP_CONFIG, type AppConfig } from '@fachwerk/server/core';
import type { Redis } from 'ioredis';
import { RateLimiter } from '../../common/rate-limiter';

/**
 * Identity: signup, verification, login, refresh rotation, passwords, logout, me. Installs the global
 * guards in this order: JWT (who), roles (what role), approval (unapproved accounts: allowlist only).
 */
@Module({
  imports: [PassportModule, JwtModule.register({}), QueueModule, FileReferencesModule, RealtimeModule],
  controllers: [AuthController, TwoFactorController, SessionsController],
  providers: [
    AuthService,
    IdentityService,
    OneTimeCodes,
    RateLimiter,
    LoginThrottle,
    ProfileFields,
    PasswordHasher,
    PasswordPolicy,
    Reauthentication,
    SignedInDevices,
    TwoFactorService,
    ChallengeLedger,
    PendingReenrolments,
    TwoFactorRepository,
    AuditLogRepository,
    {
      provide: TOTP_THROTTLE,
      useFactory: (redis: Redis, config: AppConfig) => new LoginThrottle(redis, config, TOTP_THROTTLE_LIMITS, 'totp'),
      inject: [REDIS, APP_CONFIG],
    },
    UsersRepository,
    SessionsRepository,
    UploadsRepository,
    VerificationCodesRepository,
    CatalogueLookupRepository,
    JwtStrategy,
    { provide: SESSION_VALIDATOR, useExisting: AuthService },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: ApprovalGuard },
  ],
  exports: [AuthService, SESSION_VALIDATOR, PasswordHasher, PasswordPolicy, Reauthentication, UsersRepository, SessionsRepository, ProfileFields, RateLimiter, QueueModule],
})
export class AuthModule {}
