// One-time codes (e-mail verification, password reset) and the admin audit log.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@fachwerk/shared/contracts';
import { users } from './accounts';

export const CODE_PURPOSES = ['email-verify', 'password-reset', 'reset-token'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One-time secrets, stored only as keyed hashes. At most one live row per user and purpose: issuing a
 * new code deletes the old one. `attempts` counts wrong entries; the fifth invalidates the code.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);

/**
 * Every admin action on an account (actor, action, target, details, time). Rows are kept when the
 * target deletes its account (accountability of admins); they hold ids and statuses, no personal data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetId: uuid('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * The second factor (TOTP) of an account: the secret encrypted with AES-256-GCM (TOTP_ENCRYPTION_KEY),
 * pending until a code confirms it (`confirmedAt`). `lastUsedStep` is the time step of the last code
 * accepted: a code of that step or an earlier one is refused (replay protection).
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes of a confirmed second factor: keyed hashes only, each used once. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

export type UserTotpRow = typeof userTotp.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
