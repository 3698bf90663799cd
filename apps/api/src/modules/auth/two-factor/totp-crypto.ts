import { createCipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { openLegacyTotpSecret } from '@fachwerk/server/core';
import { RECOVERY_CODE_COUNT, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@fachwerk/shared/contracts/two-factor';

/**
 * The pure parts of the second factor: encryption of secrets at rest, code checks with the time step
 * for replay protection, recovery codes. No state, no I/O (unit-tested in totp-crypto.spec.ts).
 */

const VERSION = 'v1';
const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** AES-256-GCM with a random 96-bit IV: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function encryptSecret(plain: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Throws when the value was not made with this key or was altered (GCM tag). */
export const decryptSecret = (sealed: string, key: string): string => openLegacyTotpSecret(sealed, key);

/** A new Base32 secret (160 bits, what authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (secret: string, accountName: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });

/** The secret in groups of four for typing it into an app. */
export const manualKeyOf = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Checks a 6-digit code against the secret, one period of clock drift either way. Returns the code's
 * time step (to be stored as used), or undefined when wrong. Steps at or before `afterStep` are
 * refused (a code works once).
 */
export function verifyTotp(secret: string, code: string, options: { afterStep?: number | null; now?: number } = {}): { step: number } | { replay: true } | undefined {
  const epoch = Math.floor((options.now ?? Date.now()) / 1000);
  // TOTP strategy (the default): a valid result carries the code's time step.
  const result = verifySync({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD_SECONDS }) as { valid: true; timeStep: number } | { valid: false };
  if (!result.valid) return undefined;
  if (options.afterStep != null && result.timeStep <= options.afterStep) return { replay: true };
  return { step: result.timeStep };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qra` (50 bits each), to show once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** Case, spaces and the dash do not matter when typing a recovery code. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Keyed hash (HMAC-SHA256 with the encryption key, bound to the account) of a normalised recovery code. */
export const hashRecoveryCode = (userId: string, code: string, key: string): string =>
  createHmac('sha256', keyOf(key)).update(`recovery:${userId}:${normaliseRecoveryCode(code)}`).digest('hex');
