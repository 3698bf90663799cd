import { Module } from '@nestjs/common';

/** Socket.IO gateway (JWT handshake, per-user rooms, Redis streams adapter). Owner: async. */
@Module({})
export class RealtimeModule {}
