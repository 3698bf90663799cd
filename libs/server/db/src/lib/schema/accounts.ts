// Drizzle tables of the accounts domain: users, sessions (refresh-token families)
// and the refresh tokens issued inside each session.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type {
  AccountStatus,
  ApprovalStatus,
  ClientIndustry,
  Language,
  SupplierRegistrationRequest,
  UserType,
} from '@fachwerk/shared/contracts';

/**
 * The draft fields of an account's type (§3) that have no column of their own: company and contact
 * data, services, skills, hours, bank account… Columns hold what is queried (names, e-mail, statuses).
 */
export type AccountProfileFields = Partial<
  Omit<
    SupplierRegistrationRequest,
    'password' | 'password_confirmation' | 'email' | 'firstName' | 'lastName' | 'companyName' | 'language'
  >
>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type').$type<UserType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('pending'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('active'),
    language: text('language').$type<Language>().notNull().default('de'),
    profilePic: text('profile_pic'),
    profilePercentage: integer('profile_percentage').notNull().default(0),
    /** Set when the e-mail verification code was entered (or a password reset proved the address). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    profile: jsonb('profile').$type<AccountProfileFields>().notNull().default({}),
    /** Upload paths of further documents. */
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    /** Clients: the industry they stated (the construction check of § 1b AÜG); null when not stated. */
    industry: text('industry').$type<ClientIndustry>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_user_type_idx').on(t.userType),
    index('users_type_approval_created_idx').on(t.userType, t.approvalStatus, t.createdAt),
  ],
);

/** One session per login: the refresh-token family. `id` is the access token's `sid` claim. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes. A token is used once; `rotatedAt` marks it spent. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The name an account goes by towards the other party: its company, else the person. Empty for an
 * account that was deleted (its names are erased) or is unknown: the web shows "Gelöschtes Konto".
 */
export const partyName = (user: Pick<UserRow, 'companyName' | 'firstName' | 'lastName'> | undefined): string =>
  user ? user.companyName?.trim() || `${user.firstName} ${user.lastName}`.trim() : '';

/** {@link partyName} in SQL, for a users table or an alias of it in a query. */
export const partyNameSql = (u: { companyName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${u.companyName}), ''), trim(${u.firstName} || ' ' || ${u.lastName}))`;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
