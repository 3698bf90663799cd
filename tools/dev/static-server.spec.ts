import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http, { type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { close, createStaticServer, listen, pickEncoding, resolveInside } from './static-server.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'fw-static-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
writeFileSync(path.join(root, 'assets', 'main.abc123.js'), 'console.log(1);');
const BUNDLE = `window.bundle = ${JSON.stringify('x'.repeat(5000))};`;
writeFileSync(path.join(root, 'main.8d1051f63a170315.js'), BUNDLE);

function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('static server', () => {
  let shell: Server;
  let remote: Server;
  const shellUrl = (p: string) => `http://127.0.0.1:${(shell.address() as net.AddressInfo).port}${p}`;
  const remoteUrl = (p: string) => `http://127.0.0.1:${(remote.address() as net.AddressInfo).port}${p}`;

  beforeAll(async () => {
    shell = await listen(
      createStaticServer({
        root,
        spa: true,
        runtimeConfig: (req) => ({ apiUrl: `http://${req.headers.host}/api` }),
        headers: () => ({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }),
      }),
      0,
      '127.0.0.1',
    );
    remote = await listen(createStaticServer({ root, cors: true }), 0, '127.0.0.1');
  });
  afterAll(async () => {
    await close(shell);
    await close(remote);
  });

  it('serves files with their content type', async () => {
    const res = await fetch(shellUrl('/assets/main.abc123.js'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toBe('console.log(1);');
  });

  it('answers client-side routes with index.html (SPA fallback) but 404 for missing assets', async () => {
    const route = await fetch(shellUrl('/dashboard/deep/link'));
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await fetch(shellUrl('/assets/missing.js'))).status).toBe(404);
  });

  it('does not fall back to index.html without spa', async () => {
    expect((await fetch(remoteUrl('/dashboard'))).status).toBe(404);
  });

  it('generates runtime-config.json per request from the Host it was reached under', async () => {
    const res = await fetch(shellUrl('/runtime-config.json'));
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      apiUrl: `http://127.0.0.1:${(shell.address() as net.AddressInfo).port}/api`,
    });
  });

  it('lets the shell load remotes cross-origin and revalidates remoteEntry.js', async () => {
    const res = await fetch(remoteUrl('/remoteEntry.js'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(shellUrl('/remoteEntry.js'))).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never serves files outside its root', async () => {
    const response = await rawGet((remote.address() as net.AddressInfo).port, '/../../../../etc/passwd');
    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).not.toBe('/etc/passwd');
    expect(resolveInside(root, '/a%00b')).toBeNull();
  });

  it('rejects writes', async () => {
    expect((await fetch(shellUrl('/index.html'), { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('sends the given security headers on every answer, also on the SPA fallback and 404', async () => {
    for (const target of ['/', '/dashboard', '/assets/main.abc123.js', '/missing.js', '/runtime-config.json']) {
      const res = await fetch(shellUrl(target));
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets immutably and revalidates entry points', async () => {
    expect((await fetch(shellUrl('/main.8d1051f63a170315.js'))).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(remoteUrl('/remoteEntry.js'))).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(shellUrl('/'))).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(shellUrl('/runtime-config.json'))).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses with brotli or gzip as accepted, and sends identity otherwise', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const { port } = shell.address() as net.AddressInfo;
        const request = http.get(
          { host: '127.0.0.1', port, path: '/main.8d1051f63a170315.js', headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BUNDLE);
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('')).toBeNull();
  });
});
