import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { baseApi } from './api/base-api';
import { sessionSlice } from './session/session.slice';
import { saveStoredSession, type StoredSession } from './session/session.storage';
import { commonContentSlice } from './state/common-content.slice';
import { lastPathSlice } from './state/last-path.slice';
import { notificationsSlice } from './state/notifications.slice';
import { registrationDraftSlice } from './state/registration-draft.slice';
import { workerDraftsSlice } from './state/worker-drafts.slice';

/** Slices remotes inject later (`rootReducer.inject(slice)`); remotes augment this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- augmented by remotes
export interface LazyLoadedSlices {}

/** The root reducer; remotes inject their slices into it and never create a store. */
export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
  commonContentSlice,
  notificationsSlice,
  lastPathSlice,
  registrationDraftSlice,
  workerDraftsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Creates the app store (the shell calls this once); the session is persisted to local storage. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  let saved: StoredSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== saved) {
      saved = session;
      saveStoredSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
