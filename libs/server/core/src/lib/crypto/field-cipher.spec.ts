import { FieldCipher, fieldKeyOf, isSealed, SEALED_PREFIX } from './field-cipher';

const OLD = 'old-key-0123456789abcdef0123456789abcdef';
const NEW = 'new-key-fedcba9876543210fedcba9876543210';
const FIELD = 'workers.passportIdNumber';

describe('FieldCipher', () => {
  it('seals with the current key id in front and opens again', () => {
    const cipher = new FieldCipher(NEW);
    const sealed = cipher.seal('C01X00T47', FIELD);
    expect(sealed.startsWith(`${SEALED_PREFIX}${fieldKeyOf(NEW).id}.`)).toBe(true);
    expect(sealed).not.toContain('C01X00T47');
    expect(cipher.open(sealed, FIELD)).toBe('C01X00T47');
  });

  it('gives a new ciphertext for the same value each time (random IV)', () => {
    const cipher = new FieldCipher(NEW);
    expect(cipher.seal('DE89370400440532013000', 'users.accountNo')).not.toBe(cipher.seal('DE89370400440532013000', 'users.accountNo'));
  });

  it('refuses a value moved to another field, altered, or sealed with a key it does not know', () => {
    const cipher = new FieldCipher(NEW);
    const sealed = cipher.seal('C01X00T47', FIELD);
    expect(() => cipher.open(sealed, 'users.accountNo')).toThrow();
    const parts = sealed.split('.');
    parts[4] = Buffer.from('X' + Buffer.from(parts[4]!, 'base64url').toString('latin1').slice(1), 'latin1').toString('base64url');
    expect(() => cipher.open(parts.join('.'), FIELD)).toThrow();
    expect(() => new FieldCipher(OLD).open(sealed, FIELD)).toThrow(/unknown key/);
  });

  it('rotates: values of the previous key still open, new ones use the new key, reseal moves old ones over', () => {
    const before = new FieldCipher(OLD);
    const old = before.seal('C01X00T47', FIELD);
    const after = new FieldCipher(NEW, [OLD]);
    expect(after.open(old, FIELD)).toBe('C01X00T47');
    expect(after.needsReseal(old)).toBe(true);
    const moved = after.reseal(old, FIELD);
    expect(after.needsReseal(moved)).toBe(false);
    expect(moved.split('.')[1]).toBe(after.currentKeyId);
    // once every value is moved, the old key can go
    expect(new FieldCipher(NEW).open(moved, FIELD)).toBe('C01X00T47');
  });

  it('passes plaintext from before encryption through and marks it for the re-seal task', () => {
    const cipher = new FieldCipher(NEW);
    expect(isSealed('DE89370400440532013000')).toBe(false);
    expect(cipher.open('DE89370400440532013000', 'users.accountNo')).toBe('DE89370400440532013000');
    expect(cipher.needsReseal('DE89370400440532013000')).toBe(true);
    expect(isSealed(cipher.reseal('DE89370400440532013000', 'users.accountNo'))).toBe(true);
  });

  it('derives different key ids for different keys and the same id for the same key', () => {
    expect(fieldKeyOf(OLD).id).toMatch(/^[0-9a-f]{8}$/);
    expect(fieldKeyOf(OLD).id).toBe(fieldKeyOf(OLD).id);
    expect(fieldKeyOf(OLD).id).not.toBe(fieldKeyOf(NEW).id);
  });
});
