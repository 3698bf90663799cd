import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '@fachwerk/server/core';
import { REALTIME_JWT, RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { RoomAccess } from './room-access';
import { SocketCommands } from './socket-commands';

/**
 * Socket.IO gateway (handshake checked like REST, per-user and per-session rooms), `RealtimeService`
 * (push, disconnect a session's or user's sockets) and `RoomAccess` (room policies of chat and
 * meetings) for other modules. Needs the global `AppConfigModule` and a SESSION_VALIDATOR provider
 * somewhere in the app (the auth module's); the Redis streams adapter is registered by `configureRealtime(app, config)`
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
    RoomAccess,
    SocketCommands,
  ],
  exports: [RealtimeService, RoomAccess, SocketCommands],
})
export class RealtimeModule {}
