import { TOAST_CONTAINER_DEFAULTS } from '@fachwerk/shared/contracts';
import { configureApiEffects, i18next, pathVisited, selectLanguage, useAppDispatch, useAppSelector, type AppStore } from '@fachwerk/web/data-access';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppRoutes } from './AppRoutes';

/** Connects the API layer's navigation to the router, records the last path, applies the language. */
function AppEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);

  useEffect(() => {
    configureApiEffects({ navigate: (path) => navigate(path, { replace: true }) });
  }, [navigate]);

  useEffect(() => {
    dispatch(pathVisited(pathname));
  }, [dispatch, pathname]);

  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  return null;
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
    </Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppEffects />
        <AppRoutes />
      </BrowserRouter>
      <ToastContainer {...TOAST_CONTAINER_DEFAULTS} />
    </AppProviders>
  );
}
