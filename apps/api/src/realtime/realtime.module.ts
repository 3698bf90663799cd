import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '@fachwerk/server/core';
import { REALTIME_JWT, RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

/**
 * Socket.IO gateway (JWT handshake, per-user rooms) and `RealtimeService` for other modules.
 * The Redis streams adapter is registered by `configureRealtime(app, config)` before `listen()`.
 */
@Module({
  providers: [
    { provide: REALTIME_JWT, useFactory: () => new JwtService({ secret: loadConfig().jwt.accessSecret }) },
    RealtimeGateway,
    RealtimeService,
  ],
  exports: [RealtimeService],
})
export class RealtimeModule {}
