/**
 * A small static file server for the built shell and remotes (built-in modules only).
 * - `spa`: unknown paths without a file extension answer with index.html (client-side routing).
 * - `cors`: remotes are loaded cross-origin by the shell, so they send Access-Control-Allow-Origin.
 * - `runtimeConfig(req)`: when set, `/runtime-config.json` is generated per request instead of read
 *   from disk, so the shell learns the ports that are actually in use.
 * - `headers(req)`: extra headers of every answer (the security headers: CSP, framing, referrer, …).
 * - Caching by name (cacheControlFor): hashed assets immutable for a year, entry points no-cache.
 * - Compression: brotli or gzip as the browser accepts, for text types; each file is compressed
 *   once and kept in memory (the built apps are a few MB).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { cacheControlFor } from './security-headers.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);

/** `br`, `gzip` or null for an Accept-Encoding header (brotli preferred; q=0 refuses). */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)];
      }),
  );
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

const compressed = new Map();
/** The file's bytes in `encoding`, compressed once per file version. */
async function compressedFile(file, mtimeMs, encoding) {
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = await readFile(file);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : zlib.gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

/** Resolves a URL path inside `root`; null when it would escape it. */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function fileAt(file) {
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs };
    if (info.isDirectory()) return fileAt(path.join(file, 'index.html'));
  } catch {
    /* not found */
  }
  return null;
}

/**
 * @param {{ root: string, spa?: boolean, cors?: boolean, runtimeConfig?: (req: http.IncomingMessage) => object,
 *           headers?: (req: http.IncomingMessage) => Record<string, string> }} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, spa = false, cors = false, runtimeConfig, headers }) {
  const base = path.resolve(root);
  return http.createServer(async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(headers?.(req) ?? {})) res.setHeader(name, value);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://static.invalid');

    if (runtimeConfig && pathname === RUNTIME_CONFIG_PATH) {
      const body = JSON.stringify(runtimeConfig(req));
      res.writeHead(200, { 'Content-Type': MIME['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    const target = resolveInside(base, pathname);
    let found = target ? await fileAt(target) : null;
    const looksLikeRoute = !path.posix.extname(pathname);
    if (!found && spa && looksLikeRoute) found = await fileAt(path.join(base, 'index.html'));
    if (!found) {
      res.writeHead(404, { 'Content-Type': MIME['.txt'] }).end('Not found');
      return;
    }
    const ext = path.extname(found.file).toLowerCase();
    const common = { 'Content-Type': MIME[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControlFor(found.file) };
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      const body = await compressedFile(found.file, found.mtimeMs, encoding);
      res.writeHead(200, { ...common, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...common, 'Content-Length': found.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(found.file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}

/** Starts `server` on port (all interfaces, IPv4 and IPv6) and resolves once it listens. */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function close(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
