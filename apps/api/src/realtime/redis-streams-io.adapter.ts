import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { SOCKET_PATH } from '@fachwerk/shared/contracts';
import type { AppConfig } from '@fachwerk/server/core';

/**
 * How long the adapter's stream reader blocks in XREAD. After close it stops at the end of the current
 * read, so this bounds how long a closing replica keeps a Redis connection open.
 */
export const STREAM_BLOCK_MS = 1_000;
const QUIT_TIMEOUT_MS = 2_000;
/** How long a dropped socket's session is kept for connection-state recovery. */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Whether a handshake's Origin may open a socket (ASVS 5.0 V4.4.2): a browser always sends its page's
 * origin on a WebSocket upgrade, and only the app's own origins (`CORS_ORIGINS`) may connect, so another
 * site cannot ride a user's token over a socket. Without an Origin the client is not a browser (a
 * server, a test, a native app); such a client holds the token itself, so the check has nothing to protect.
 */
export function isAllowedSocketOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}

/** The parts of the node-redis client the adapter's lifecycle needs. */
interface RedisConnection {
  isOpen: boolean;
  isReady: boolean;
  quit(): Promise<unknown>;
  destroy(): void;
}

/** Nest's platform-socket.io carries its own socket.io copy; type against the one it uses. */
type IoServerOptions = NonNullable<Parameters<IoAdapter['createIOServer']>[1]>;
type IoServer = ReturnType<IoAdapter['createIOServer']>;

/**
 * Socket.IO on the Redis streams adapter, so a room emit on one api replica reaches sockets connected
 * to the others. Keys and channels carry `REDIS_PREFIX`; CORS follows `CORS_ORIGINS`.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;
  private client: RedisConnection | undefined;

  constructor(
    app: INestApplicationContext,
    private readonly config: Pick<AppConfig, 'redisUrl' | 'redisPrefix' | 'api'>,
  ) {
    super(app);
  }

  async connectToRedis(): Promise<void> {
    const client = createClient({ url: this.config.redisUrl });
    client.on('error', () => undefined); // reconnects by itself; health checks report Redis state
    await client.connect();
    this.client = client;
    const prefix = `${this.config.redisPrefix}:socket.io`;
    this.adapterConstructor = createAdapter(client, {
      streamName: prefix,
      channelPrefix: prefix,
      sessionKeyPrefix: `${prefix}:session:`,
      blockTimeInMs: STREAM_BLOCK_MS,
    });
  }

  override createIOServer(port: number, options?: IoServerOptions): IoServer {
    const server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      // A socket that reconnects within this time gets its rooms back and the room events it missed
      // (the Redis streams adapter keeps the session and the stream); the chat client also fetches
      // `after` its last message id, so nothing is lost either way.
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      cors: { origin: this.config.api.corsOrigins, credentials: true },
      // CORS binds only polling requests; the WebSocket upgrade is checked here.
      allowRequest: (request: { headers: { origin?: string } }, callback: (error: string | null, ok: boolean) => void) =>
        callback(null, isAllowedSocketOrigin(request.headers.origin, this.config.api.corsOrigins)),
    } as IoServerOptions);
    if (this.adapterConstructor)
      server.adapter(this.adapterConstructor as unknown as Parameters<IoServer['adapter']>[0]);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    const client = this.client;
    this.client = undefined;
    if (!client?.isOpen) return;
    // While Redis is unreachable the client is reconnecting and QUIT would wait for it forever:
    // drop the connection at once then, and never wait more than a moment for a clean QUIT.
    if (!client.isReady) return client.destroy();
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('quit timeout')), QUIT_TIMEOUT_MS).unref());
    await Promise.race([client.quit(), timeout]).catch(() => client.destroy());
  }
}
