import { registerServiceWorker } from './register-service-worker';
// The shell provides the shared packages eagerly (tools/webpack/federation.cjs), so the app code needs
// no async boundary of its own: it is imported in eager mode, part of this entry chunk, after the
// first requests are on their way — the runtime manifest and, on the home page, the page's chunk
// (Lighthouse mobile LCP was 4.4 s with the home page's text three request levels deep).
// '/runtime-config.json' is RUNTIME_CONFIG_PATH (importing contracts here would pull them before the boundary)
const runtimeConfig = fetch('/runtime-config.json', { cache: 'no-store' });
// handled by bootstrap when it reads it; this keeps an early network failure from being reported as unhandled
runtimeConfig.catch(() => undefined);
if (location.pathname === '/') void import(/* webpackChunkName: "public-home" */ './app/pages/public/HomePage');
void import(/* webpackMode: "eager" */ './bootstrap').then(({ bootstrap }) => bootstrap(runtimeConfig));
registerServiceWorker();
