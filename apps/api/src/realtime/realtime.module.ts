import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '@fachwerk/server/core';
import { REALTIME_JWT, RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

/**
 * Socket.IO gateway (JWT handshake, per-user rooms) and `RealtimeService` for other modules. Needs the
 * global `AppConfigModule`; the Redis streams adapter is registered by `configureRealtime(app, config)`
 * before `listen()`.
 */
@Module({
  providers: [
    {
      provide: REALTIME_JWT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new JwtService({ secret: config.jwt.accessSecret }),
    },
    RealtimeGateway,
    RealtimeService,
  ],
  exports: [RealtimeService],
})
export class RealtimeModule {}
