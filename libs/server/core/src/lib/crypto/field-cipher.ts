import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of single sensitive fields at rest (passport/ID numbers, IBANs, TOTP secrets) with the
 * application key from the environment: AES-256-GCM, a random 96-bit IV per value, the field's name
 * as additional authenticated data (a value copied into another field does not open), and the key id
 * in front, so a value names the key that sealed it:
 *
 *   fw1.<key id>.<iv>.<tag>.<ciphertext>        (base64url parts)
 *
 * Rotation: the new key goes to ENCRYPTION_KEY, the old one to ENCRYPTION_KEYS_PREVIOUS; values open
 * with either, new values are sealed with the current key, and the worker's re-seal task rewrites old
 * values until none is left (docs/security/key-rotation.md). Only then may the old key be dropped.
 */
export const SEALED_PREFIX = 'fw1.';

export interface FieldKey {
  /** 8 hex characters derived from the key itself: no operator-chosen names to keep in step */
  id: string;
  key: Buffer;
}

/** The AES key (HKDF-SHA256 of the configured secret) and its id. */
export function fieldKeyOf(secret: string): FieldKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'fachwerk', 'field-encryption v1', 32));
  const id = createHash('sha256').update('fachwerk key id\0').update(secret).digest('hex').slice(0, 8);
  return { id, key };
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

export class FieldCipher {
  private readonly current: FieldKey;
  private readonly keys: Map<string, FieldKey>;

  constructor(currentSecret: string, previousSecrets: readonly string[] = []) {
    this.current = fieldKeyOf(currentSecret);
    this.keys = new Map([this.current, ...previousSecrets.map(fieldKeyOf)].map((k) => [k.id, k]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  /** Seals a value for the named field (e.g. `workers.passportIdNumber`) with the current key. */
  seal(plain: string, field: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(field, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${[this.current.id, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')}`;
  }

  /**
   * Opens a sealed value of the field. A value without the prefix is plaintext written before
   * encryption (the re-seal task converts it) and comes back as it is. Throws for an unknown key id
   * or a value that was altered or belongs to another field.
   */
  open(value: string, field: string): string {
    if (!isSealed(value)) return value;
    const [id, iv, tag, data] = value.slice(SEALED_PREFIX.length).split('.');
    const key = id ? this.keys.get(id) : undefined;
    if (!key || !iv || !tag || data === undefined) throw new Error(`sealed ${field} uses an unknown key (${id ?? '?'}): is it in ENCRYPTION_KEYS_PREVIOUS?`);
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value needs the re-seal task: plaintext, or sealed with a previous key. */
  needsReseal(value: string): boolean {
    return !value.startsWith(`${SEALED_PREFIX}${this.current.id}.`);
  }

  /** The value sealed with the current key (opened first if sealed with a previous one). */
  reseal(value: string, field: string): string {
    return this.seal(this.open(value, field), field);
  }
}

/**
 * Opens a TOTP secret in the format from before field encryption (`v1.<iv>.<tag>.<ciphertext>`,
 * AES-256-GCM with SHA-256 of TOTP_ENCRYPTION_KEY); throws for anything else. Only reads remain:
 * the re-seal task moves such secrets to the field cipher.
 */
export function openLegacyTotpSecret(sealed: string, totpKey: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown TOTP secret format');
  const key = createHash('sha256').update(totpKey, 'utf8').digest();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
