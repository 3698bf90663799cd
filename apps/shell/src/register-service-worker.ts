/**
 * Registers the installable app's service worker (sw.js, built by Workbox in production builds only,
 * tools/webpack/federation.cjs) once the page has loaded, so it never competes with the first page's
 * requests. Without service worker support, or in a development build, nothing happens.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
