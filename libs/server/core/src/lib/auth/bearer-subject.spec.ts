import { createHmac } from 'node:crypto';
import { bearerSubject, BearerSubjects } from './bearer-subject';

const SECRET = 'test-access-secret-0123456789-0123456789';
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function token(claims: object, { alg = 'HS256', secret = SECRET } = {}): string {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
const now = 1_800_000_000;

describe('bearerSubject', () => {
  it('returns the subject of an HS256 token signed with the secret and not expired', () => {
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1', exp: now + 60 })}`, SECRET, now)).toBe('user-1');
  });

  it('refuses other secrets, expired tokens, other algorithms, tampered claims and malformed headers', () => {
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1', exp: now + 60 }, { secret: 'another-secret' })}`, SECRET, now)).toBeUndefined();
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1', exp: now - 1 })}`, SECRET, now)).toBeUndefined();
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1' })}`, SECRET, now)).toBeUndefined();
    expect(bearerSubject(`Bearer ${token({ sub: 'user-1', exp: now + 60 }, { alg: 'none' })}`, SECRET, now)).toBeUndefined();
    const [header, , signature] = token({ sub: 'user-1', exp: now + 60 }).split('.');
    expect(bearerSubject(`Bearer ${header}.${part({ sub: 'admin-1', exp: now + 60 })}.${signature}`, SECRET, now)).toBeUndefined();
    for (const value of [undefined, '', 'Basic abc', 'Bearer ', 'Bearer a.b', 'Bearer a.b.c.d', `Bearer ${'x'.repeat(5000)}`])
      expect(bearerSubject(value, SECRET, now)).toBeUndefined();
  });
});

describe('BearerSubjects', () => {
  it('answers like bearerSubject, remembers verified tokens but still checks their expiry', () => {
    const subjects = new BearerSubjects(SECRET, 2);
    const valid = `Bearer ${token({ sub: 'user-1', exp: now + 60 })}`;
    expect(subjects.subjectOf(valid, now)).toBe('user-1');
    expect(subjects.subjectOf(valid, now + 30)).toBe('user-1');
    expect(subjects.subjectOf(valid, now + 61)).toBeUndefined();
    expect(subjects.subjectOf(`Bearer ${token({ sub: 'user-2', exp: now + 60 }, { secret: 'another-secret' })}`, now)).toBeUndefined();
    expect(subjects.subjectOf(undefined, now)).toBeUndefined();
  });

  it('stays within its capacity', () => {
    const subjects = new BearerSubjects(SECRET, 2);
    for (let i = 0; i < 5; i += 1) expect(subjects.subjectOf(`Bearer ${token({ sub: `user-${i}`, exp: now + 60 })}`, now)).toBe(`user-${i}`);
    expect((subjects as unknown as { known: Map<string, unknown> }).known.size).toBeLessThanOrEqual(2);
  });
});
