import { randomBytes } from 'node:crypto';
import { CONFIG_VARIABLES, ConfigError, KNOWN_DEFAULT_SECRETS, loadConfig } from './config';

const randomHex = () => randomBytes(16).toString('hex');

describe('loadConfig', () => {
  const secrets = {
    JWT_ACCESS_SECRET: 'a'.repeat(16) + randomHex(),
    JWT_REFRESH_SECRET: 'r'.repeat(16) + randomHex(),
    TOTP_ENCRYPTION_KEY: 't'.repeat(16) + randomHex(),
    ENCRYPTION_KEY: 'e'.repeat(16) + randomHex(),
  };

  it('uses development defaults for an environment that sets only the secrets', () => {
    const config = loadConfig(secrets);
    expect(config.nodeEnv).toBe('development');
    expect(config.api.port).toBe(3000);
    expect(config.databaseUrl).toContain('127.0.0.1:5432');
    expect(config.api.corsOrigins).toContain('http://localhost:4200');
  });

  it('names every malformed variable', () => {
    expect(() => loadConfig({ API_PORT: 'abc', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ API_PORT: 'abc', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('REDIS_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('requires secrets and service URLs in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_ACCESS_SECRET is required in production/);
  });

  it('refuses missing or known default JWT secrets outside tests, naming the variable', () => {
    for (const nodeEnv of ['development', 'production']) {
      const missing = () => loadConfig({ NODE_ENV: nodeEnv, JWT_REFRESH_SECRET: secrets.JWT_REFRESH_SECRET });
      expect(missing).toThrow(/JWT_ACCESS_SECRET (is not set|is required)/);
      for (const known of KNOWN_DEFAULT_SECRETS) {
        expect(() => loadConfig({ NODE_ENV: nodeEnv, ...secrets, JWT_REFRESH_SECRET: known })).toThrow(
          /JWT_REFRESH_SECRET is a known default secret/,
        );
      }
    }
    expect(() => loadConfig({})).toThrow(/JWT_ACCESS_SECRET is not set[\s\S]*JWT_REFRESH_SECRET is not set/);
    // the repository's development secret as it stood in .env.example
    expect(() => loadConfig({ JWT_ACCESS_SECRET: 'dev-access-secret-change-me-0123456789', JWT_REFRESH_SECRET: secrets.JWT_REFRESH_SECRET })).toThrow(
      /JWT_ACCESS_SECRET is a known default/,
    );
  });

  it('lets tests run on the development secrets, and everything else on its own', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jwt.accessSecret).toBe(KNOWN_DEFAULT_SECRETS[0]);
    expect(loadConfig({ NODE_ENV: 'development', ...secrets }).jwt.refreshSecret).toBe(secrets.JWT_REFRESH_SECRET);
  });

  it('needs its own TOTP encryption key outside tests, like the JWT secrets', () => {
    const { TOTP_ENCRYPTION_KEY: _key, ...jwtOnly } = secrets;
    expect(() => loadConfig({ NODE_ENV: 'development', ...jwtOnly })).toThrow(/TOTP_ENCRYPTION_KEY is not set/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...jwtOnly })).toThrow(/TOTP_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...jwtOnly, TOTP_ENCRYPTION_KEY: loadConfig({ NODE_ENV: 'test' }).totpEncryptionKey })).toThrow(
      /TOTP_ENCRYPTION_KEY is a known default secret/,
    );
    expect(loadConfig(secrets).totpEncryptionKey).toBe(secrets.TOTP_ENCRYPTION_KEY);
  });

  it('needs its own field encryption key outside tests, and validates the previous keys of a rotation', () => {
    const { ENCRYPTION_KEY: key, ...others } = secrets;
    expect(() => loadConfig({ NODE_ENV: 'development', ...others })).toThrow(/ENCRYPTION_KEY is not set/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(/ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ ...others, ENCRYPTION_KEY: loadConfig({ NODE_ENV: 'test' }).encryption.key })).toThrow(/ENCRYPTION_KEY is a known default secret/);
    const previous = 'p'.repeat(16) + randomHex();
    expect(loadConfig({ ...secrets, ENCRYPTION_KEYS_PREVIOUS: ` ${previous} ,` }).encryption).toEqual({ key, previousKeys: [previous] });
    expect(loadConfig(secrets).encryption.previousKeys).toEqual([]);
    expect(() => loadConfig({ ...secrets, ENCRYPTION_KEYS_PREVIOUS: `${previous},short` })).toThrow(/ENCRYPTION_KEYS_PREVIOUS: key 2 must be at least 32/);
    expect(() => loadConfig({ ...secrets, ENCRYPTION_KEYS_PREVIOUS: key })).toThrow(/key 1 is the current ENCRYPTION_KEY/);
  });

  it('ends idle sessions after 2 hours by default, and refuses an idle limit not longer than the access token (ASVS V7.3.1)', () => {
    expect(loadConfig(secrets).jwt.idleTtlSeconds).toBe(7200);
    expect(loadConfig({ ...secrets, JWT_IDLE_TTL_SECONDS: '1800' }).jwt.idleTtlSeconds).toBe(1800);
    expect(() => loadConfig({ ...secrets, JWT_IDLE_TTL_SECONDS: '900' })).toThrow(/JWT_IDLE_TTL_SECONDS \(900\) must be longer than JWT_ACCESS_TTL_SECONDS \(900\)/);
    expect(() => loadConfig({ ...secrets, JWT_IDLE_TTL_SECONDS: 'soon' })).toThrow(/JWT_IDLE_TTL_SECONDS must be a whole number/);
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ JWT_ACCESS_SECRET: 'short' })).toThrow(/JWT_ACCESS_SECRET must be at least 32/);
  });

  it('lists every variable it reads', () => {
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'STORAGE_DIR']));
  });
});
