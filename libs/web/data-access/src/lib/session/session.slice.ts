import type { Language, LoginResponse, UserData, UserType } from '@fachwerk/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadStoredSession, type StoredSession } from './session.storage';

/** PROFILE action kind: the logged-in session and the user's profile. */
export type SessionState = StoredSession;

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => loadStoredSession(),
  reducers: {
    loggedIn(state, action: PayloadAction<Pick<LoginResponse, 'accessToken' | 'refreshToken' | 'userData'>>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.userData = action.payload.userData;
    },
    /** A refresh rotated the tokens (this tab's, or another tab's found in storage). */
    tokensRefreshed(state, action: PayloadAction<Pick<LoginResponse, 'accessToken' | 'refreshToken'>>) {
      if (!state.accessToken) return;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    profileUpdated(state, action: PayloadAction<UserData>) {
      state.userData = action.payload;
    },
    sessionCleared(state) {
      state.accessToken = null;
      state.refreshToken = null;
      state.userData = null;
    },
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectAccessToken: (s) => s.accessToken,
    selectUserData: (s) => s.userData,
    selectUserType: (s): UserType | null => (s.accessToken ? (s.userData?.userType ?? null) : null),
    selectIsLoggedIn: (s) => Boolean(s.accessToken && s.userData),
    selectLanguage: (s) => s.language,
  },
});

export const { loggedIn, tokensRefreshed, profileUpdated, sessionCleared, languageChanged } = sessionSlice.actions;
export const { selectAccessToken, selectUserData, selectUserType, selectIsLoggedIn, selectLanguage } =
  sessionSlice.selectors;
