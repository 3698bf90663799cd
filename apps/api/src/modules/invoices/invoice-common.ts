// Small helpers every invoice use case shares.
import { createHash } from 'node:crypto';
import { berlinToday, type Actor } from '@fachwerk/server/db';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';

/** Today (or `at`) as a civil date in Europe/Berlin, `YYYY-MM-DD`. */
export const civilDate = (at: Date = new Date()): string => berlinToday(at);

export const sha256 = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');
export const notFound = (): DomainError => new DomainError('NOT_FOUND');
export const asActor = (user: Pick<AuthenticatedUser, 'id' | 'userType'>): Actor => ({ id: user.id, userType: user.userType });

/** `2026-11-27` → `27.11.2026`. */
export const germanDate = (iso: string): string => iso.split('-').reverse().join('.');
