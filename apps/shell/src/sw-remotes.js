/* Imported by the shell's Workbox service worker (sw.js, tools/webpack/federation.cjs). */
/* global self, caches */
/**
 * At install, puts the role remotes' entry files that the runtime manifest names into the cache the
 * worker's route for remoteEntry.js reads (network first), so a remote loads from the cache when the
 * network is gone. Remote URLs are known only at run time (runtime-config.json), hence not precached
 * by the build. A failure here never fails the installation: the route fills the cache on first use.
 */
const REMOTES_CACHE = 'fachwerk-remotes';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch('/runtime-config.json', { cache: 'no-store' });
        const remotes = Object.values((await response.json()).remotes || {}).filter(
          (url) => typeof url === 'string' && /^https?:\/\//.test(url),
        );
        const cache = await caches.open(REMOTES_CACHE);
        await Promise.all(
          remotes.map(async (url) => {
            try {
              const entry = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });
              if (entry.ok) await cache.put(url, entry);
            } catch {
              // this remote is unreachable now: its entry is cached when it is first loaded
            }
          }),
        );
      } catch {
        // no runtime manifest (offline while installing): nothing to prepare
      }
    })(),
  );
});
