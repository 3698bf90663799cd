import { portsFromEnv, runtimeConfigFor, serverEnv } from './serve-built.mjs';

const ports = { api: 3000, shell: 4200, client: 4201, supplier: 4202, admin: 4203 };

describe('serve-built', () => {
  it('uses the default ports and lets env override each one', () => {
    expect(portsFromEnv({})).toEqual(ports);
    expect(portsFromEnv({ SHELL_PORT: '5200', API_PORT: '3300' })).toEqual({
      ...ports,
      shell: 5200,
      api: 3300,
    });
  });

  it('stops with the variable name on a malformed port', () => {
    expect(() => portsFromEnv({ SUPPLIER_PORT: 'abc' })).toThrow(/SUPPLIER_PORT/);
    expect(() => portsFromEnv({ ADMIN_PORT: '70000' })).toThrow(/ADMIN_PORT/);
  });

  it('builds the runtime manifest for the host name the browser used', () => {
    expect(runtimeConfigFor('localhost', ports)).toEqual({
      apiUrl: 'http://localhost:3000',
      remotes: {
        client: 'http://localhost:4201/remoteEntry.js',
        supplier: 'http://localhost:4202/remoteEntry.js',
        admin: 'http://localhost:4203/remoteEntry.js',
      },
    });
  });

  it('allows the shell origins through CORS unless CORS_ORIGINS is set', () => {
    expect(serverEnv({}, ports)).toMatchObject({
      API_PORT: '3000',
      PUBLIC_URL: 'http://localhost:4200',
      CORS_ORIGINS: 'http://localhost:4200,http://127.0.0.1:4200',
    });
    expect(serverEnv({ CORS_ORIGINS: 'https://fachwerk.example' }, ports).CORS_ORIGINS).toBe(
      'https://fachwerk.example',
    );
  });
});
