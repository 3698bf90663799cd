import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import {
  NOTIFICATION_CHANNEL,
  NotificationsRepository,
  type NotificationAnnouncement,
} from '@fachwerk/server/db';
import type { Actor } from '@fachwerk/server/db';
import { RealtimeService } from '../../realtime';

const RECONNECT_MS = 1_000;

/**
 * Pushes notifications to the recipient's sockets after they commit.
 *
 * Writers store a notification with `insertNotification`, which also runs `pg_notify` in the same
 * transaction: PostgreSQL delivers it only on commit and drops it on rollback. Every api replica
 * LISTENs on one dedicated connection and serves its own sockets (`emitToLocalUser`), so a user gets
 * each event once however many replicas run, and notifications written by the worker are pushed too.
 * Events that arrive while the connection is being re-established are not replayed: the web app
 * refetches the list and count on focus and on reconnect.
 */
@Injectable()
export class NotificationPush implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NotificationPush');
  private client: Client | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly realtime: RealtimeService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /**
   * The unread count after the actor's notifications changed (mark read), to every socket of the
   * user on every replica (through the Socket.IO adapter).
   */
  async pushUnreadCount(actor: Actor): Promise<number> {
    const count = await this.notifications.countUnread(actor);
    this.realtime.emitToUser(actor.id, 'notification:unread', { count });
    return count;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('error', (error) => {
      this.logger.warn(`listen connection failed: ${error.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    client.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return;
      void this.deliver(message.payload).catch((error: Error) =>
        this.logger.warn(`push of a notification failed: ${error.message}`),
      );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.logger.warn(`cannot listen for notifications: ${(error as Error).message}`);
      this.reconnect(client);
    }
  }

  private reconnect(client: Client): void {
    if (this.stopped || this.reconnectTimer) return;
    if (this.client === client) this.client = undefined;
    void client.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) void this.listen();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  private async deliver(payload: string): Promise<void> {
    const announcement = JSON.parse(payload) as NotificationAnnouncement;
    // Only the replica holding the user's sockets does the work.
    if (!this.realtime.hasLocalSockets(announcement.userId)) return;
    const found = await this.notifications.findForPush(announcement.id);
    if (!found) return;
    const { row, unread } = found;
    this.realtime.emitToLocalUser(row.userId, 'notification:new', {
      _id: row.id,
      title: row.title,
      body: row.body,
      ...(row.link ? { link: row.link } : {}),
      createdAt: row.createdAt.toISOString(),
    });
    this.realtime.emitToLocalUser(row.userId, 'notification:unread', { count: unread });
  }
}
