import {
  API_PATHS,
  NOT_APPROVED_MESSAGE_DE,
  isErrorCode,
  REDIRECTS,
  UNAPPROVED_REDIRECT_MS,
  type ApiEnvelope,
  type ErrorCode,
  type LoginResponse,
} from '@fachwerk/shared/contracts';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { apiEffects } from '../effects';
import { apiBaseUrl } from '../runtime';
import { sessionCleared, tokensRefreshed, type SessionState } from '../session/session.slice';
import { loadStoredSession } from '../session/session.storage';
import { serializeQuery } from './query-string';
import { stripEmpty } from './strip-empty';

/** Per-endpoint options: `public` sends no token; `silent` shows no error toast (the caller decides). */
export interface ApiExtraOptions {
  public?: boolean;
  silent?: boolean;
}

/** Error value of every endpoint. `status` is the HTTP status, or 'NETWORK' when no response arrived. */
export interface ApiError {
  status: number | 'NETWORK';
  message: string;
  code?: ErrorCode;
  errors?: Record<string, string[]>;
  /**
   * The envelope's `data` when a successful response carried the not-approved message: login then
   * still returns the session, which the caller stores so the redirect to /profile finds a user. On an
   * HTTP error, the error envelope's `data` (EMAIL_NOT_VERIFIED carries `userId` and `userType`).
   */
  data?: unknown;
}

type SessionRoot = { session: SessionState };

const headersFor = (withToken: boolean) => (headers: Headers, { getState }: Pick<BaseQueryApi, 'getState'>) => {
  const { session } = getState() as SessionRoot;
  // an endpoint may ask for a language explicitly (content lists after a switch); else the session's
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', session.language);
  headers.set('Accept', 'application/json');
  if (withToken && session.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
  return headers;
};

const rawAuthenticated = fetchBaseQuery({ paramsSerializer: serializeQuery, prepareHeaders: headersFor(true) });
const rawPublic = fetchBaseQuery({ paramsSerializer: serializeQuery, prepareHeaders: headersFor(false) });

function toRequest(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return {
    ...request,
    url: `${apiBaseUrl()}${request.url}`,
    body: request.body === undefined ? undefined : stripEmpty(request.body),
  };
}

/** §8, decided by code: an error, or a successful login of an unapproved account (which carries the code). */
const isNotApproved = (envelope: Partial<ApiEnvelope> | undefined) => envelope?.code === 'ACCOUNT_NOT_APPROVED';

/** A code the web knows (contracts), or none: an unknown code from a newer API is treated as no code. */
function knownCode(envelope: Partial<ApiEnvelope> | undefined): ErrorCode | undefined {
  const code: unknown = envelope?.code;
  return isErrorCode(code) ? code : undefined;
}

/** When the last not-approved toast was shown: the calls of one page answer together, one toast is enough. */
let notApprovedShownAt = Number.NEGATIVE_INFINITY;
/** Calls refused within this time after a not-approved toast add no toast of their own. */
export const NOT_APPROVED_TOAST_WINDOW_MS = 10_000;

/**
 * §8: one error toast (not one per refused call), then /profile after UNAPPROVED_REDIRECT_MS. Without
 * a stored session by then (a sign-in answered "not approved"), the sign-in page stores it and moves
 * on itself after the same delay (`useStartSession`): /profile without a session would bounce to /.
 */
function handleNotApproved(message: string, getState: () => unknown): void {
  const now = Date.now();
  if (now - notApprovedShownAt < NOT_APPROVED_TOAST_WINDOW_MS) return;
  notApprovedShownAt = now;
  apiEffects().notifyError(message);
  setTimeout(() => {
    if ((getState() as SessionRoot).session.accessToken) apiEffects().navigate(REDIRECTS.unapproved);
  }, UNAPPROVED_REDIRECT_MS);
}

/** Tests: forget the last not-approved toast. */
export const resetNotApprovedToast = (): void => {
  notApprovedShownAt = Number.NEGATIVE_INFINITY;
};

/** §8: a 401 on an authenticated call (that a refresh could not mend) clears the session and goes to /. */
function handleUnauthorized(api: BaseQueryApi, message?: string): void {
  api.dispatch(sessionCleared());
  if (message) apiEffects().notifyError(message);
  apiEffects().navigate(REDIRECTS.afterLogout);
}

/** What a refresh ended with: new tokens in the store, or the API's refusal (its message for the user). */
export type RefreshOutcome = { ok: true } | { ok: false; message?: string };

/** The refresh this tab is running, shared by every call that found its access token expired. */
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * The access token lives 15 minutes; the refresh token keeps the session (rotated on each use, a reused
 * one ends the session: AuthService.refresh). Calls that find the access token expired share one
 * refresh. Tabs share the tokens in local storage, so the refresh runs under a Web Lock (where the
 * browser has them) and first looks whether another tab has already rotated: sending the same refresh
 * token twice would end the session as a stolen one.
 */
export function refreshSession(store: Pick<BaseQueryApi, 'dispatch' | 'getState'>, expiredToken: string): Promise<RefreshOutcome> {
  const run = async (): Promise<RefreshOutcome> => {
    const stored = loadStoredSession();
    if (stored.accessToken && stored.refreshToken && stored.accessToken !== expiredToken) {
      store.dispatch(tokensRefreshed({ accessToken: stored.accessToken, refreshToken: stored.refreshToken }));
      return { ok: true };
    }
    const { session } = store.getState() as SessionRoot;
    const refreshToken = stored.refreshToken ?? session.refreshToken;
    if (!refreshToken) return { ok: false };
    const envelope = await fetch(`${apiBaseUrl()}${API_PATHS.auth.refresh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': session.language },
      body: JSON.stringify({ refreshToken }),
    })
      .then((response) => response.json() as Promise<Partial<ApiEnvelope<LoginResponse>>>)
      .catch(() => undefined);
    if (!envelope?.status || !envelope.data?.accessToken) return { ok: false, message: envelope?.message || undefined };
    store.dispatch(tokensRefreshed({ accessToken: envelope.data.accessToken, refreshToken: envelope.data.refreshToken }));
    return { ok: true };
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  refreshing ??= (locks ? locks.request('fachwerk-session-refresh', run) : run()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Base query of every endpoint: base URL `apiUrl + API_PREFIX`, Bearer token (unless public),
 * Accept-Language, bracket array query format, empty values stripped, and the error catalogue of §8.
 * Returns the whole envelope as data; endpoints pick `data` with `transformResponse`.
 */
export const appBaseQuery: BaseQueryFn<string | FetchArgs, ApiEnvelope, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const sentToken = extraOptions.public ? null : (api.getState() as SessionRoot).session.accessToken;
  const withToken = Boolean(sentToken);
  const raw = withToken ? rawAuthenticated : rawPublic;
  let result = await raw(toRequest(args), api, {});
  let refusedRefresh: string | undefined;
  if (sentToken && result.error?.status === 401 && (result.error.data as Partial<ApiEnvelope> | undefined)?.code === 'TOKEN_EXPIRED') {
    const refreshed = await refreshSession(api, sentToken);
    if (refreshed.ok) result = await raw(toRequest(args), api, {});
    else refusedRefresh = refreshed.message;
  }
  const effects = apiEffects();
  const notify = (message: string) => {
    if (!extraOptions.silent) effects.notifyError(message);
  };

  if (result.error) {
    const { error } = result;
    if (typeof error.status !== 'number') {
      const message = effects.translate('apiErrors.network');
      notify(message);
      return { error: { status: 'NETWORK', message } };
    }
    const envelope = (error.data ?? undefined) as Partial<ApiEnvelope> | undefined;
    const message = envelope?.message || effects.translate('apiErrors.unknown');
    const apiError: ApiError = { status: error.status, message, code: knownCode(envelope), errors: envelope?.errors, data: envelope?.data };
    if (error.status === 401 && withToken) {
      // the refresh's refusal says why (e.g. signed out after inactivity); a revoked session says nothing
      handleUnauthorized(api, extraOptions.silent ? undefined : refusedRefresh);
    } else if (isNotApproved(envelope)) {
      handleNotApproved(message, api.getState);
    } else {
      notify(message);
    }
    return { error: apiError };
  }

  const envelope = result.data as ApiEnvelope | undefined;
  const httpStatus = result.meta?.response?.status ?? 200;
  if (isNotApproved(envelope)) {
    // §8: the not-approved message counts as an error even on a successful response.
    handleNotApproved(envelope?.message ?? NOT_APPROVED_MESSAGE_DE, api.getState);
    return {
      error: { status: httpStatus, message: envelope?.message ?? NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED', data: envelope?.data },
    };
  }
  if (envelope && envelope.status === false) {
    const message = envelope.message || effects.translate('apiErrors.unknown');
    notify(message);
    return { error: { status: httpStatus, message, code: knownCode(envelope) } };
  }
  return { data: envelope ?? { status: true, message: '' } };
};

/** The one RTK Query API of the app; shell, remotes and web libs inject their endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: ['Me', 'Notifications', 'Content'],
  endpoints: () => ({}),
});

/** Picks `data` out of the envelope. */
export const envelopeData = <T>(envelope: ApiEnvelope<T>): T => envelope.data as T;
