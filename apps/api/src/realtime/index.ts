import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { AppConfig } from '@fachwerk/server/core';

export { RealtimeModule } from './realtime.module';

/**
 * Called by main.ts before listen(): registers the Socket.IO adapter explicitly
 * (a pruned bundle does not find @nestjs/platform-socket.io by itself). Owner: async.
 */
export async function configureRealtime(app: INestApplication, _config: AppConfig): Promise<void> {
  app.useWebSocketAdapter(new IoAdapter(app));
}
