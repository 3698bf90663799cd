import type { UserType } from '@fachwerk/shared/contracts';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { initI18n, registerCatalogue } from '../lib/i18n';
import { loggedIn } from '../lib/session/session.slice';
import { createAppStore } from '../lib/store';
import { testUser } from './test-helpers';

interface AppOptions {
  role?: UserType;
  path?: string;
}

/** The shell's frame for tests: store (optionally logged in), German i18n, a router at `path`. */
function testApp({ role, path = '/' }: AppOptions) {
  const store = createAppStore();
  if (role) store.dispatch(loggedIn({ accessToken: `token-${role}`, refreshToken: 'r', userData: testUser(role) }));
  const i18n = initI18n('de');
  // Tests render remote screens without their route module: add the remotes' own texts here.
  registerCatalogue(adminContentCatalogue);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, wrapper };
}

/** Renders UI the way the shell hosts it: store (optionally logged in), German i18n, a router at `path`. */
export function renderWithApp(ui: ReactNode, options: AppOptions = {}) {
  const { store, wrapper } = testApp(options);
  return { store, ...render(ui, { wrapper }) };
}

/** Runs a hook inside the same frame as `renderWithApp` (store, German i18n, a router at `path`). */
export function renderHookWithApp<Result, Props>(hook: (props: Props) => Result, options: AppOptions & { initialProps?: Props } = {}) {
  const { store, wrapper } = testApp(options);
  return { store, ...renderHook(hook, { wrapper, initialProps: options.initialProps }) };
}
