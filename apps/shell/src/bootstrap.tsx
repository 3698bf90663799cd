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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';
import { registerRoleRemote } from './app/remotes';

/** Fetches the runtime manifest before bootstrap; falls back to the default localhost ports. */
async function fetchRuntimeConfig() {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_PATH} unusable, using defaults`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}

async function bootstrap() {
  const config = await fetchRuntimeConfig();
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
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void bootstrap();
