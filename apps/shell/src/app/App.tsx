import { TOAST_CONTAINER_DEFAULTS } from '@fachwerk/shared/contracts';
import {
  configureApiEffects,
  i18next,
  pathVisited,
  selectLanguage,
  switchLanguage,
  useAppDispatch,
  useAppSelector,
  useToastsRequested,
  type AppStore,
} from '@fachwerk/web/data-access';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';

/** The toast container (§9: 5000 ms, top-right, 80 % drag), loaded with the first toast. */
const ToastHost = lazy(() =>
  import('react-toastify').then(({ ToastContainer }) => ({
    default: function ToastHost() {
      return <ToastContainer {...TOAST_CONTAINER_DEFAULTS} />;
    },
  })),
);

function Toasts() {
  const requested = useToastsRequested();
  return requested ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

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
    void switchLanguage(language).catch(() => {
      // the English chunk failed to load: the German texts stay (the fallback language)
    });
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
      <Toasts />
    </AppProviders>
  );
}
