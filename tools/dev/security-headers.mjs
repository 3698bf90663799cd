/**
 * Response headers of the shell and the remotes (static server of `npm start`, e2e and bench; the
 * nginx template in tools/docker mirrors them). Built-in modules only.
 *
 * The Content-Security-Policy is derived from the runtime manifest (RuntimeConfig in contracts):
 * scripts, styles and fonts from this origin and the remotes' origins; requests to the API and its
 * Socket.IO endpoint (ws/wss of the same host); images from here, data:/blob: URLs and the API (the
 * files route). No plugins, no framing, no <base> elsewhere.
 */

/**
 * The page-translation widget is loaded only after the visitor's consent (shell: consent.ts); its
 * script, styles and images come from these hosts.
 */
export const TRANSLATE_WIDGET = {
  script: ['https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  style: ['https://www.gstatic.com', 'https://translate.googleapis.com'],
  img: ['https://www.gstatic.com', 'https://www.google.com', 'https://translate.googleapis.com', 'https://translate.google.com'],
  connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
};

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** `http://api:3000` → `ws://api:3000` (the Socket.IO endpoint of the API origin). */
const socketOriginOf = (origin) => origin.replace(/^http/, 'ws');

const unique = (values) => [...new Set(values.filter(Boolean))];

/** The CSP directives (name → sources) for a runtime manifest `{ apiUrl, remotes }`. */
export function cspDirectives(runtimeConfig) {
  const api = originOf(runtimeConfig?.apiUrl ?? '');
  const remotes = unique(Object.values(runtimeConfig?.remotes ?? {}).map(originOf));
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes, ...TRANSLATE_WIDGET.script]),
    // React sets style attributes and the toasts inject a <style>: inline styles, no inline scripts.
    'style-src': unique(["'self'", "'unsafe-inline'", ...remotes, ...TRANSLATE_WIDGET.style]),
    'font-src': unique(["'self'", 'data:', ...remotes]),
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...remotes, ...TRANSLATE_WIDGET.img]),
    'connect-src': unique(["'self'", api, api && socketOriginOf(api), ...remotes, ...TRANSLATE_WIDGET.connect]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", api]),
    'frame-ancestors': ["'none'"],
  };
}

export function contentSecurityPolicy(runtimeConfig) {
  return Object.entries(cspDirectives(runtimeConfig))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header of a shell or remote response that does not depend on the file. */
export function securityHeaders(runtimeConfig) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfig),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/** The shell's service worker, its remote-entry helper and the web app manifest (revalidated). */
export const SERVICE_WORKER_FILES = new Set(['sw.js', 'sw-remotes.js', 'manifest.webmanifest']);

/** A webpack output with a content hash in its name (`main.8d1051f63a170315.js`, `1558.190cd214….css`). */
export const isHashedAsset = (file) => /\.[0-9a-f]{16,}\.[a-z0-9]+$/i.test(file);

/**
 * Hashed assets never change under their name: a year, immutable. Entry points (HTML,
 * remoteEntry.js, JSON such as the runtime manifest, the service worker) are revalidated so a redeploy is picked up;
 * anything else briefly cached.
 */
export function cacheControlFor(file) {
  const name = file.split('/').pop() ?? file;
  if (/\.html$/i.test(name) || name === 'remoteEntry.js' || /\.json$/i.test(name)) return 'no-cache';
  // the installable app: a new service worker and manifest are picked up at the next visit
  if (SERVICE_WORKER_FILES.has(name)) return 'no-cache';
  if (isHashedAsset(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
