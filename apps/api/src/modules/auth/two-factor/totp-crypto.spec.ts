import { generateSync } from 'otplib';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  manualKeyOf,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  verifyTotp,
} from './totp-crypto';

const KEY = 'unit-test-totp-key-0123456789abcdef';

describe('TOTP secrets at rest', () => {
  it('round-trips through AES-256-GCM with a fresh IV each time', () => {
    const secret = newTotpSecret();
    const a = encryptSecret(secret, KEY);
    const b = encryptSecret(secret, KEY);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(decryptSecret(a, KEY)).toBe(secret);
  });

  it('refuses another key and altered ciphertext', () => {
    const sealed = encryptSecret('JBSWY3DPEHPK3PXP', KEY);
    expect(() => decryptSecret(sealed, 'another-key-0123456789abcdefghijkl')).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() => decryptSecret([...parts.slice(0, 3), data.toString('base64url')].join('.'), KEY)).toThrow();
    expect(() => decryptSecret('plain', KEY)).toThrow(/format/);
  });
});

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 25, 8, 0, 15);
  const codeAt = (ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

  it('accepts the current code and one period of drift, with its time step', () => {
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, codeAt(now), { now })).toEqual({ step });
    expect(verifyTotp(secret, codeAt(now - 30_000), { now })).toEqual({ step: step - 1 });
    expect(verifyTotp(secret, codeAt(now + 30_000), { now })).toEqual({ step: step + 1 });
    expect(verifyTotp(secret, codeAt(now - 90_000), { now })).toBeUndefined();
  });

  it('refuses a code whose step was used already (replay)', () => {
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, codeAt(now), { now, afterStep: step })).toEqual({ replay: true });
    expect(verifyTotp(secret, codeAt(now), { now, afterStep: step - 1 })).toEqual({ step });
  });

  it('builds the otpauth URI and a typeable key', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'a@b.test')).toBe('otpauth://totp/Fachwerk:a%40b.test?secret=JBSWY3DPEHPK3PXP&issuer=Fachwerk');
    expect(manualKeyOf('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hash per account, ignoring case, spaces and the dash', () => {
    const [code = ''] = newRecoveryCodes(1);
    const hash = hashRecoveryCode('user-1', code, KEY);
    expect(hashRecoveryCode('user-1', ` ${code.toUpperCase().replace('-', '')} `, KEY)).toBe(hash);
    expect(hashRecoveryCode('user-2', code, KEY)).not.toBe(hash);
    expect(hashRecoveryCode('user-1', code, 'another-key-0123456789abcdefghijkl')).not.toBe(hash);
  });
});
