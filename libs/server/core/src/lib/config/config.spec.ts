import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses development defaults for an empty environment', () => {
    const config = loadConfig({});
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

  it('refuses short secrets', () => {
    expect(() => loadConfig({ JWT_ACCESS_SECRET: 'short' })).toThrow(/JWT_ACCESS_SECRET must be at least 32/);
  });

  it('lists every variable it reads', () => {
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'STORAGE_DIR']));
  });
});
