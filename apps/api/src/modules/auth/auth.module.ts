import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard, JwtStrategy, RolesGuard, SESSION_VALIDATOR } from '@fachwerk/server/core';
import { SessionsRepository, UsersRepository } from '@fachwerk/server/db';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';

/** Identity basics: login, refresh rotation, logout, me; installs the global JWT and role guards. */
@Module({
  imports: [PassportModule, JwtModule.register({})],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordHasher,
    UsersRepository,
    SessionsRepository,
    JwtStrategy,
    { provide: SESSION_VALIDATOR, useExisting: AuthService },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, PasswordHasher, UsersRepository, SessionsRepository],
})
export class AuthModule {}
