import { Injectable } from '@nestjs/common';
import type { AccountExportResponse } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { AccountExportsRepository, type AccountExportRow } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { FileStorage } from '../uploads';
import { AccountsErrorCode } from './accounts.errors';

/** A pending export this old has failed every attempt of its job; a new request replaces it. */
export const ACCOUNT_EXPORT_STALE_MS = 60 * 60_000;

export const toAccountExportResponse = (row: AccountExportRow, now: Date): AccountExportResponse => ({
  _id: row.id,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  sizeBytes: row.sizeBytes,
});

/**
 * The account's data export (Art. 15 and 20 DSGVO): requested here, prepared by the worker
 * (AccountExportBuilder, queue `account-export`), downloaded by the account alone until it expires.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly exports: AccountExportsRepository,
    private readonly outbox: OutboxWriter,
    private readonly storage: FileStorage,
  ) {}

  async latest(actor: AuthenticatedUser, now = new Date()): Promise<AccountExportResponse | null> {
    const row = await this.exports.latest(actor);
    return row ? toAccountExportResponse(row, now) : null;
  }

  /** Queues a new export, or answers the one already in preparation (a second click queues nothing). */
  async request(actor: AuthenticatedUser, now = new Date()): Promise<AccountExportResponse> {
    const row = await this.exports.transaction(async (tx) => {
      const created = await this.exports.request(actor, new Date(now.getTime() - ACCOUNT_EXPORT_STALE_MS), tx);
      if (created) await this.outbox.enqueue(tx, { queue: 'account-export', payload: { exportId: created.id } });
      return created ?? (await this.exports.latest(actor, tx));
    });
    if (!row) throw new DomainError(AccountsErrorCode.ExportNotFound);
    return toAccountExportResponse(row, now);
  }

  /** The prepared ZIP: the owner's only (another account's is not found), not before ready, not after expiry. */
  async download(actor: AuthenticatedUser, id: string, now = new Date()): Promise<{ content: Buffer; filename: string }> {
    const row = await this.exports.findOwn(actor, id);
    if (!row) throw new DomainError(AccountsErrorCode.ExportNotFound);
    const state = toAccountExportResponse(row, now).status;
    if (state === 'expired' || (state === 'ready' && !row.storageKey)) throw new DomainError(AccountsErrorCode.ExportExpired);
    if (state !== 'ready' || !row.storageKey) throw new DomainError(AccountsErrorCode.ExportNotReady);
    const content = await this.storage.read(row.storageKey);
    return { content, filename: `fachwerk-daten-${row.requestedAt.toISOString().slice(0, 10)}.zip` };
  }
}
