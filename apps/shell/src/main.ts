// Async boundary: shared singletons are negotiated by Module Federation before the app code runs.
// What the first render needs is requested here, beside the bootstrap chunks instead of after them:
// the runtime manifest and, on the home page, its chunk (Lighthouse mobile LCP was 4.4 s with the
// hero three request levels deep).
// '/runtime-config.json' is RUNTIME_CONFIG_PATH (importing contracts here would pull them before the boundary)
const runtimeConfig = fetch('/runtime-config.json', { cache: 'no-store' });
// handled by bootstrap when it reads it; this keeps an early network failure from being reported as unhandled
runtimeConfig.catch(() => undefined);
if (location.pathname === '/') void import(/* webpackChunkName: "public-home" */ './app/pages/public/HomePage');
void import('./bootstrap').then(({ bootstrap }) => bootstrap(runtimeConfig));
