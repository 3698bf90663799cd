import { Injectable } from '@nestjs/common';
import type { ActiveSession, EndSessionsResult } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, SessionsRepository, UsersRepository } from '@fachwerk/server/db';
import { RealtimeService } from '../../../realtime';
import { Reauthentication } from '../reauthentication';
import { deviceSummary } from './device-summary';

/**
 * The own signed-in devices (ASVS 5.0 V7.5.2): the account sees its live sessions and, with the
 * current password again (Reauthentication), ends one of them or every other one. An ended session's
 * refresh and access tokens stop working at once and its sockets are closed; each end is audited.
 */
@Injectable()
export class SignedInDevices {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly reauth: Reauthentication,
    private readonly audit: AuditLogRepository,
    private readonly realtime: RealtimeService,
  ) {}

  async list(actor: AuthenticatedUser): Promise<ActiveSession[]> {
    const rows = await this.sessions.listLive(actor.id);
    return rows.map((row) => ({
      _id: row.id,
      device: deviceSummary(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.id === actor.sessionId,
    }));
  }

  /** Ends one live session of the own account; another account's (or an ended one) is SESSION_NOT_FOUND. The current one is a logout. */
  async end(actor: AuthenticatedUser, sessionId: string, currentPassword: string): Promise<EndSessionsResult> {
    await this.reauth.confirm(actor, currentPassword);
    const ended = await this.users.transaction(async (tx) => {
      if (!(await this.sessions.revokeOwn(sessionId, actor.id, 'ended-by-user', tx))) return false;
      await this.audit.record(actor, { action: 'sessionEnded', targetId: actor.id, details: { sessionId, current: sessionId === actor.sessionId } }, tx);
      return true;
    });
    if (!ended) throw new DomainError('SESSION_NOT_FOUND');
    this.realtime.disconnectSession(sessionId);
    return { ended: 1 };
  }

  /** Ends every live session of the own account except the current one. */
  async endOthers(actor: AuthenticatedUser, currentPassword: string): Promise<EndSessionsResult> {
    await this.reauth.confirm(actor, currentPassword);
    const ended = await this.users.transaction(async (tx) => {
      const count = await this.sessions.revokeAllForUser(actor.id, 'ended-by-user', actor.sessionId, tx);
      if (count > 0) await this.audit.record(actor, { action: 'otherSessionsEnded', targetId: actor.id, details: { ended: count, keptSessionId: actor.sessionId } }, tx);
      return count;
    });
    this.realtime.disconnectUser(actor.id, actor.sessionId);
    return { ended };
  }
}
