import { KEEP_SCROLL, TOAST_CONTAINER_DEFAULTS } from '@fachwerk/shared/contracts';
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
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
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

/**
 * A new screen starts at its top: without this a phone kept the previous screen's scroll (the code
 * page opened on a blank area below the six boxes after the long registration form). Back and
 * forward keep the browser's own place; a link with `state.keepScroll` (master–detail) keeps it too.
 */
function ScrollToTopOnNavigate() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    if (navigationType === 'POP' || (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll) return;
    const root = document.scrollingElement;
    if (root) root.scrollTop = 0;
  }, [pathname, navigationType, state]);
  return null;
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
        <ScrollToTopOnNavigate />
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </AppProviders>
  );
}
