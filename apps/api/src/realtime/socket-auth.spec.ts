import { JwtService } from '@nestjs/jwt';
import { SOCKET_AUTH_ERRORS } from '@fachwerk/shared/contracts';
import { authenticateHandshake, handshakeToken } from './socket-auth';

const secret = 'unit-test-access-secret-0123456789abcdef';
const jwt = new JwtService({ secret });
const claims = { sub: 'user-1', userType: 'client', sid: 'session-1' };

describe('handshakeToken', () => {
  it('reads auth.token first, then the Authorization Bearer header', () => {
    expect(handshakeToken({ auth: { token: 'abc' }, headers: { authorization: 'Bearer xyz' } })).toBe('abc');
    expect(handshakeToken({ auth: {}, headers: { authorization: 'Bearer xyz' } })).toBe('xyz');
    expect(handshakeToken({ auth: { token: 'Bearer abc' } })).toBe('abc');
    expect(handshakeToken({ headers: { authorization: 'Basic xyz' } })).toBeUndefined();
    expect(handshakeToken({})).toBeUndefined();
  });
});

describe('authenticateHandshake', () => {
  it('accepts a valid token and returns its claims and expiry', () => {
    const token = jwt.sign(claims, { expiresIn: 60 });
    const result = authenticateHandshake({ auth: { token } }, jwt);
    expect(result).toMatchObject({ ok: true, claims });
    expect(result.ok && result.expiresAt! - Date.now()).toBeGreaterThan(50_000);
  });

  it('refuses a missing token', () => {
    expect(authenticateHandshake({ auth: {} }, jwt)).toEqual({
      ok: false,
      error: SOCKET_AUTH_ERRORS.missing,
    });
  });

  it('refuses an expired token with TOKEN_EXPIRED', () => {
    const token = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 });
    expect(authenticateHandshake({ auth: { token } }, jwt)).toEqual({ ok: false, error: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed with another secret, garbage and an unsigned token', () => {
    const foreign = new JwtService({ secret: 'another-secret-another-secret-000000' }).sign(claims);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [foreign, 'not-a-jwt', unsigned]) {
      expect(authenticateHandshake({ auth: { token } }, jwt)).toEqual({
        ok: false,
        error: SOCKET_AUTH_ERRORS.invalid,
      });
    }
  });

  it('refuses a signed token without the access-token claims (e.g. a refresh token shape)', () => {
    const token = jwt.sign({ sub: 'user-1', family: 'x' });
    expect(authenticateHandshake({ auth: { token } }, jwt)).toEqual({
      ok: false,
      error: SOCKET_AUTH_ERRORS.invalid,
    });
    const wrongRole = jwt.sign({ ...claims, userType: 'worker' });
    expect(authenticateHandshake({ auth: { token: wrongRole } }, jwt)).toEqual({
      ok: false,
      error: SOCKET_AUTH_ERRORS.invalid,
    });
  });
});
