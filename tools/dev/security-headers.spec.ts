import { cacheControlFor, contentSecurityPolicy, cspDirectives, isHashedAsset, securityHeaders } from './security-headers.mjs';

const manifest = {
  apiUrl: 'https://api.fachwerk.example',
  remotes: {
    client: 'https://client.fachwerk.example/remoteEntry.js',
    supplier: 'https://supplier.fachwerk.example/remoteEntry.js',
    admin: 'https://admin.fachwerk.example/v2/remoteEntry.js',
  },
};

describe('security headers of the shell and remotes', () => {
  it('derives script, style, connect and img sources from the runtime manifest', () => {
    const csp = cspDirectives(manifest);
    const remotes = ['https://client.fachwerk.example', 'https://supplier.fachwerk.example', 'https://admin.fachwerk.example'];
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain('https://api.fachwerk.example');
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", ...remotes]));
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.fachwerk.example', 'wss://api.fachwerk.example']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://api.fachwerk.example']));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('uses ws: for a plain-http API and writes one header line without duplicates', () => {
    const local = { apiUrl: 'http://localhost:3000', remotes: { client: 'http://localhost:4201/remoteEntry.js', supplier: 'http://localhost:4201/remoteEntry.js', admin: 'http://localhost:4203/remoteEntry.js' } };
    const header = contentSecurityPolicy(local);
    expect(header).toContain('connect-src');
    expect(header).toMatch(/connect-src [^;]*ws:\/\/localhost:3000/);
    expect(header.match(/http:\/\/localhost:4201/g)?.length).toBe(
      header.split(';').filter((d) => d.includes('http://localhost:4201')).length,
    );
    expect(header).not.toContain('\n');
    // a broken manifest entry adds nothing
    expect(contentSecurityPolicy({ apiUrl: 'javascript:alert(1)', remotes: {} })).not.toContain('javascript');
  });

  it('forbids framing and sets referrer and permissions policies', () => {
    const headers = securityHeaders(manifest);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('caches hashed assets for a year, entry points never without revalidation', () => {
    expect(isHashedAsset('main.8d1051f63a170315.js')).toBe(true);
    expect(isHashedAsset('jobs-awards.12de1e504a09a721.css')).toBe(true);
    expect(isHashedAsset('remoteEntry.js')).toBe(false);
    expect(cacheControlFor('/dist/shell/main.8d1051f63a170315.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/client/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/shell/index.html')).toBe('no-cache');
    expect(cacheControlFor('/dist/shell/runtime-config.json')).toBe('no-cache');
    expect(cacheControlFor('/dist/shell/favicon.ico')).toBe('public, max-age=3600');
    // the installable app: a changed service worker or manifest reaches the next visit
    for (const file of ['sw.js', 'sw-remotes.js', 'manifest.webmanifest']) expect(cacheControlFor(`/dist/shell/${file}`)).toBe('no-cache');
  });
});
