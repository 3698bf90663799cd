import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '@fachwerk/server/core';
import { RedisStreamsIoAdapter } from './redis-streams-io.adapter';

export { RealtimeModule } from './realtime.module';
export { RealtimeService } from './realtime.service';
export { RoomAccess, type RoomAccessPolicy, type RoomKind } from './room-access';
export { SocketCommands, type CommandEvent, type CommandHandler } from './socket-commands';
export type { RealtimeSocket } from './realtime.types';

/**
 * Called by main.ts before listen(): registers the Socket.IO adapter explicitly (a pruned bundle does
 * not find @nestjs/platform-socket.io by itself) on the Redis streams adapter.
 */
export async function configureRealtime(app: INestApplication, config: AppConfig): Promise<void> {
  const adapter = new RedisStreamsIoAdapter(app, config);
  await adapter.connectToRedis();
  app.useWebSocketAdapter(adapter);
}
