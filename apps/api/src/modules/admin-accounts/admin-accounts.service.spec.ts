import { jest } from '@jest/globals';
import { loadConfig, type AuthenticatedUser, FieldCipher } from '@fachwerk/server/core';
import type { AuditLogRepository, SessionsRepository, UserRow, UsersRepository } from '@fachwerk/server/db';
import type { OutboxWriter } from '@fachwerk/server/queue';
import { type ProfileFields } from '../auth';
import type { FileNames } from '../../common/file-references';
import { AdminAccountsService } from './admin-accounts.service';
import type { RealtimeService } from '../../realtime';

const config = loadConfig({ NODE_ENV: 'test' });
const admin: AuthenticatedUser = { id: 'admin-1', userType: 'admin', sessionId: 's', language: 'de' };
const supplier: UserRow = {
  id: 'sup-1',
  userType: 'supplier',
  firstName: 'Sabine',
  lastName: 'Krüger',
  companyName: 'Krüger GmbH',
  email: 'sabine@test.example',
  passwordHash: 'x',
  approvalStatus: 'pending',
  accountStatus: 'active',
  language: 'en',
  profilePic: null,
  profilePercentage: 50,
  emailVerifiedAt: new Date(),
  rejectionReason: null,
  profile: {},
  documents: [],
  industry: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  deletedAt: null,
};

function setup(target: UserRow | null = supplier) {
  const tx = { tx: true };
  const users = {
    findById: jest.fn<UsersRepository['findById']>().mockResolvedValue(target ?? undefined),
    transaction: jest.fn(async (work: (t: unknown) => Promise<unknown>) => work(tx)),
    setApproval: jest.fn(async (_id: string, approvalStatus: UserRow['approvalStatus'], rejectionReason: string | null) => ({ ...supplier, approvalStatus, rejectionReason })),
    setAccountStatus: jest.fn(async (_id: string, accountStatus: UserRow['accountStatus']) => ({ ...supplier, accountStatus })),
  };
  const sessions = { revokeAllForUser: jest.fn<SessionsRepository['revokeAllForUser']>().mockResolvedValue(2) };
  const audit = { record: jest.fn<AuditLogRepository['record']>().mockResolvedValue(undefined) };
  const outbox = { enqueue: jest.fn<OutboxWriter['enqueue']>().mockResolvedValue('o1') };
  const realtime = { disconnectUser: jest.fn<RealtimeService['disconnectUser']>() };
  const service = new AdminAccountsService(
    users as unknown as UsersRepository,
    sessions as unknown as SessionsRepository,
    audit as unknown as AuditLogRepository,
    {} as ProfileFields,
    outbox as unknown as OutboxWriter,
    config,
    realtime as unknown as RealtimeService,
    { withFileNames: async <T extends object>(answer: T) => ({ ...answer, fileNames: {} }) } as unknown as FileNames,
    new FieldCipher('spec-field-key-0123456789abcdef0123456789'),
  );
  return { service, users, sessions, audit, outbox, tx, realtime };
}

describe('AdminAccountsService', () => {
  it('rejects with the reason: audit row and account-status mail in the same transaction, in the owner’s language', async () => {
    const { service, audit, outbox, tx } = setup();
    const profile = await service.reject(admin, 'sup-1', '  Nachweis fehlt ');
    expect(profile).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Nachweis fehlt' });
    expect(audit.record).toHaveBeenCalledWith(admin, { action: 'reject', targetId: 'sup-1', details: { from: 'pending', to: 'rejected', reason: 'Nachweis fehlt' } }, tx);
    const [usedTx, message] = outbox.enqueue.mock.calls[0]!;
    expect(usedTx).toBe(tx);
    expect(message).toMatchObject({ queue: 'mail', payload: { to: 'sabine@test.example', template: 'account-status', locale: 'en', data: { status: 'rejected', reason: 'Nachweis fehlt' } } });
    expect(((message.payload as { data: Record<string, string> }).data)['body']).toBe('Your account has been rejected. Reason: Nachweis fehlt');
  });

  it('deactivation revokes every session, records how many and ends the account’s sockets', async () => {
    const { service, sessions, audit, tx, realtime } = setup();
    await service.setStatus(admin, 'sup-1', 'inactive');
    expect(realtime.disconnectUser).toHaveBeenCalledWith('sup-1');
    expect(sessions.revokeAllForUser).toHaveBeenCalledWith('sup-1', 'account-deactivated', undefined, tx);
    expect(audit.record).toHaveBeenCalledWith(admin, { action: 'deactivate', targetId: 'sup-1', details: { from: 'active', to: 'inactive', revokedSessions: 2 } }, tx);
  });

  it('activation revokes nothing', async () => {
    const { service, sessions, realtime } = setup();
    await service.setStatus(admin, 'sup-1', 'active');
    expect(sessions.revokeAllForUser).not.toHaveBeenCalled();
    expect(realtime.disconnectUser).not.toHaveBeenCalled();
  });

  it('answers NOT_FOUND for unknown ids and for admin accounts, writing nothing', async () => {
    for (const target of [null, { ...supplier, userType: 'admin' as const }]) {
      const { service, audit, outbox } = setup(target);
      await expect(service.approve(admin, 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(audit.record).not.toHaveBeenCalled();
      expect(outbox.enqueue).not.toHaveBeenCalled();
    }
  });
});
