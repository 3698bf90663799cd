import type { UserType } from '@fachwerk/shared/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { initI18n, registerCatalogue } from '../lib/i18n';
import { loggedIn } from '../lib/session/session.slice';
import { createAppStore } from '../lib/store';
import { testUser } from './test-helpers';

/** Renders UI the way the shell hosts it: store (optionally logged in), German i18n, a router at `path`. */
export function renderWithApp(ui: ReactNode, { role, path = '/' }: { role?: UserType; path?: string } = {}) {
  const store = createAppStore();
  if (role) store.dispatch(loggedIn({ accessToken: `token-${role}`, refreshToken: 'r', userData: testUser(role) }));
  const i18n = initI18n('de');
  // Tests render remote screens without their route module: add the remotes' own texts here.
  registerCatalogue(adminContentCatalogue);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...result };
}
