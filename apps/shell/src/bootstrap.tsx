import { RUNTIME_CONFIG_PATH } from '@fachwerk/shared/contracts';
import {
  configureApiEffects,
  createAppStore,
  DEFAULT_RUNTIME_CONFIG,
  ensureLanguage,
  initI18n,
  parseRuntimeConfig,
  selectUserType,
  setRuntimeConfig,
} from '@fachwerk/web/data-access';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';
import { registerRoleRemote } from './app/remotes';
import { preloadPublicPage } from './app/pages/public';

/** Reads the runtime manifest (requested by main.ts); falls back to the default localhost ports. */
async function readRuntimeConfig(request: Promise<Response>) {
  try {
    const response = await request;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_PATH} unusable, using defaults`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** `runtimeConfig`: the pending GET of RUNTIME_CONFIG_PATH, started by main.ts beside the chunks. */
export async function bootstrap(runtimeConfig: Promise<Response> = fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' })) {
  preloadPublicPage(location.pathname);
  const config = await readRuntimeConfig(runtimeConfig);
  setRuntimeConfig(config);
  const store = createAppStore();
  const language = store.getState().session.language;
  const i18n = initI18n(language);
  // a reader of English gets its texts before the first render (German is bundled)
  await ensureLanguage(language).catch((error: unknown) =>
    console.warn(`texts of "${language}" unavailable`, error),
  );
  configureApiEffects({ translate: (key) => i18n.t(key) });
  const role = selectUserType(store.getState());
  if (role) registerRoleRemote(role, config);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const root = createRoot(container);
  // the first render as a transition: React yields to the browser every few milliseconds instead of
  // one long task (Lighthouse mobile total blocking time 510–540 ms on the home page and dashboard)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}
