import { jest } from '@jest/globals';
import { NOT_APPROVED_MESSAGE_DE, STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, testUser, type RecordedEffects } from '../../testing';
import { createAppStore, type AppStore } from '../store';
import { languageChanged, loggedIn, selectIsLoggedIn } from '../session/session.slice';
import { selectCommonContent, selectCommonContentLoaded } from '../state/common-content.slice';
import { selectUnreadCount } from '../state/notifications.slice';
import { authApi } from '../../api/auth.api';
import { apiErrorCode, hasErrorCode } from './api-error';
import { baseApi } from './base-api';
import { contentApi } from '../../api/cms.api';
import { notificationsApi } from '../../api/notifications.api';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, Record<string, unknown>>({ query: (params) => ({ url: '/probe', params }) }),
    save: build.mutation<unknown, Record<string, unknown>>({ query: (body) => ({ url: '/save', method: 'POST', body }) }),
  }),
});

let store: AppStore;
let effects: RecordedEffects;

function logIn() {
  store.dispatch(loggedIn({ accessToken: 'token-1', refreshToken: 'refresh-1', userData: testUser('client') }));
}

beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
  store = createAppStore();
});

describe('authenticated and public calls', () => {
  it('sends the Bearer token and Accept-Language to apiUrl + /api/v1, with bracket arrays', async () => {
    logIn();
    store.dispatch(languageChanged('en'));
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'ok', data: {} }));
    await store.dispatch(probeApi.endpoints.probe.initiate({ skills: ['a', 'b'], page: 1 }));
    expect(calls[0]!.url).toBe('http://api.test/api/v1/probe?skills[]=a&skills[]=b&page=1');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends no token on the public variant (login)', async () => {
    logIn();
    const calls = mockFetch(() =>
      jsonResponse(201, { status: true, message: 'ok', data: { accessToken: 'a', refreshToken: 'r', expiresIn: 1, userData: testUser('client') } }),
    );
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'c@x.de', password: 'p', userType: 'client' }));
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(calls[0]!.headers.get('accept-language')).toBe('de');
  });

  it('strips empty values from the payload before sending', async () => {
    logIn();
    const calls = mockFetch(() => jsonResponse(200, { status: true, message: 'ok' }));
    await store.dispatch(probeApi.endpoints.save.initiate({ name: 'Team A', vat: '', skills: [], address: {} }));
    expect(JSON.parse(calls[0]!.body!)).toEqual({ name: 'Team A' });
  });
});

describe('error catalogue (§8)', () => {
  it('401 on an authenticated call clears the session and goes to /', async () => {
    logIn();
    mockFetch(() => jsonResponse(401, { status: false, message: 'Sitzung abgelaufen', code: 'TOKEN_EXPIRED' }));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.error).toMatchObject({ status: 401 });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(effects.navigations).toEqual(['/']);
  });

  it('401 UNAUTHENTICATED (a session ended elsewhere) clears the session without trying a refresh', async () => {
    logIn();
    const calls = mockFetch(() => jsonResponse(401, { status: false, message: 'Nicht angemeldet', code: 'UNAUTHENTICATED' }));
    await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/api/v1/probe?']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(effects.navigations).toEqual(['/']);
  });

  it('401 on login (wrong password) shows the server message and stays', async () => {
    mockFetch(() => jsonResponse(401, { status: false, message: 'E-Mail oder Passwort ist falsch.', code: 'INVALID_CREDENTIALS' }));
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'c@x.de', password: 'bad', userType: 'client' }));
    expect(effects.errors).toEqual(['E-Mail oder Passwort ist falsch.']);
    expect(effects.navigations).toEqual([]);
  });

  it('a successful response with the not-approved code is an error toast, then /profile after 1 s', async () => {
    jest.useFakeTimers();
    try {
      logIn();
      mockFetch(() => jsonResponse(200, { status: true, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED' }));
      const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
      expect(result.error).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED' });
      expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
      jest.advanceTimersByTime(999);
      expect(effects.navigations).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(effects.navigations).toEqual(['/profile']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a sign-in answered "not approved" (no session stored yet) gets the toast; the sign-in page moves on itself', async () => {
    jest.useFakeTimers();
    try {
      mockFetch(() => jsonResponse(200, { status: true, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED' }));
      await store.dispatch(probeApi.endpoints.probe.initiate({}));
      expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
      jest.advanceTimersByTime(1000);
      expect(effects.navigations).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('calls refused together (a page of an unapproved account) give one toast and one move to /profile', async () => {
    jest.useFakeTimers();
    try {
      logIn();
      mockFetch(() => jsonResponse(403, { status: false, message: NOT_APPROVED_MESSAGE_DE, code: 'ACCOUNT_NOT_APPROVED' }));
      const results = await Promise.all([
        store.dispatch(probeApi.endpoints.probe.initiate({ a: 1 })),
        store.dispatch(probeApi.endpoints.probe.initiate({ b: 2 })),
        store.dispatch(probeApi.endpoints.save.initiate({ c: 3 })),
      ]);
      expect(results.every((r) => (r.error as { code?: string }).code === 'ACCOUNT_NOT_APPROVED')).toBe(true);
      expect(effects.errors).toEqual([NOT_APPROVED_MESSAGE_DE]);
      jest.advanceTimersByTime(1000);
      expect(effects.navigations).toEqual(['/profile']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the ACCOUNT_NOT_APPROVED code in English is handled the same way', async () => {
    jest.useFakeTimers();
    try {
      logIn();
      mockFetch(() => jsonResponse(403, { status: false, message: 'Your account is not approved.', code: 'ACCOUNT_NOT_APPROVED' }));
      await store.dispatch(probeApi.endpoints.probe.initiate({}));
      expect(effects.errors).toEqual(['Your account is not approved.']);
      jest.advanceTimersByTime(1000);
      expect(effects.navigations).toEqual(['/profile']);
      expect(selectIsLoggedIn(store.getState())).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a network error shows "Etwas ist schiefgegangen"', async () => {
    logIn();
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.error).toMatchObject({ status: 'NETWORK', message: 'Etwas ist schiefgegangen' });
    expect(effects.errors).toEqual(['Etwas ist schiefgegangen']);
  });

  it('other errors show the server message and carry the code the web decides by', async () => {
    logIn();
    mockFetch(() => jsonResponse(409, { status: false, message: 'Für diesen Auftrag sind nicht mehr genügend freie Plätze vorhanden.', code: 'NO_FREE_SLOT' }));
    const result = await store.dispatch(probeApi.endpoints.save.initiate({ id: 1 }));
    expect(effects.errors).toEqual(['Für diesen Auftrag sind nicht mehr genügend freie Plätze vorhanden.']);
    expect(hasErrorCode(result.error, 'NO_FREE_SLOT')).toBe(true);
    expect(hasErrorCode(result.error, 'ALREADY_APPLIED', 'CONFLICT')).toBe(false);
  });

  it('decides by code, not by message: a text that merely equals the German not-approved message is no refusal', async () => {
    logIn();
    mockFetch(() => jsonResponse(200, { status: true, message: NOT_APPROVED_MESSAGE_DE, data: { ok: 1 } }));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.error).toBeUndefined();
    expect(effects.errors).toEqual([]);
  });

  it('drops a code the web does not know (a newer API) instead of passing it on untyped', async () => {
    logIn();
    mockFetch(() => jsonResponse(409, { status: false, message: 'Neu.', code: 'SOMETHING_NEW' as never }));
    const result = await store.dispatch(probeApi.endpoints.save.initiate({ id: 1 }));
    expect(result.error).toMatchObject({ status: 409, message: 'Neu.' });
    expect(apiErrorCode(result.error)).toBeUndefined();
  });
});

describe('content lists and unread count', () => {
  it('stores the content lists without execTime', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        status: true,
        message: 'ok',
        data: { cmsList: [{ _id: 'c1', title: 'Impressum', slug: 'impressum', description: '<p>x</p>', isHeader: false, isFooter: true }], languageList: [], serviceList: [], shiftList: [], skills: [], execTime: 12 },
      }),
    );
    await store.dispatch(contentApi.endpoints.commonContent.initiate('de'));
    expect(selectCommonContentLoaded(store.getState())).toBe(true);
    expect(selectCommonContent(store.getState())).not.toHaveProperty('execTime');
    expect(selectCommonContent(store.getState()).cmsList[0]!.title).toBe('Impressum');
  });

  it('ignores a failed content fetch silently', async () => {
    mockFetch(() => jsonResponse(500, { status: false, message: 'kaputt', code: 'INTERNAL' }));
    await store.dispatch(contentApi.endpoints.commonContent.initiate('de'));
    expect(effects.errors).toEqual([]);
    expect(selectCommonContentLoaded(store.getState())).toBe(false);
  });

  it('puts the unread count into the notifications slice', async () => {
    logIn();
    mockFetch(() => jsonResponse(200, { status: true, message: 'ok', data: { count: 4 } }));
    await store.dispatch(notificationsApi.endpoints.unreadCount.initiate());
    expect(selectUnreadCount(store.getState())).toBe(4);
  });
});

describe('an expired access token is refreshed once, then the call repeats', () => {
  const expired = () => jsonResponse(401, { status: false, message: 'Sitzung abgelaufen', code: 'TOKEN_EXPIRED' });
  const refreshed = (n: number) =>
    jsonResponse(200, { status: true, message: 'ok', data: { accessToken: `token-${n}`, refreshToken: `refresh-${n}`, expiresIn: 900, userData: testUser('client') } });
  const isRefresh = (url: string) => url.endsWith('/auth/refresh');

  it('sends the refresh token, stores the rotated tokens and repeats the call with the new access token', async () => {
    logIn();
    const calls = mockFetch((call) => {
      if (isRefresh(call.url)) return refreshed(2);
      return call.headers.get('authorization') === 'Bearer token-2' ? jsonResponse(200, { status: true, message: 'ok', data: { n: 1 } }) : expired();
    });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.data).toEqual({ status: true, message: 'ok', data: { n: 1 } });
    expect(calls.map((c) => c.url.replace('http://api.test/api/v1', ''))).toEqual(['/probe?', '/auth/refresh', '/probe?']);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[1]!.headers.get('authorization')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(effects.errors).toEqual([]);
    expect(effects.navigations).toEqual([]);
  });

  it('lets calls that expire together share one refresh (a second use of the token would end the session)', async () => {
    logIn();
    const calls = mockFetch((call) => {
      if (isRefresh(call.url)) return refreshed(2);
      return call.headers.get('authorization') === 'Bearer token-2' ? jsonResponse(200, { status: true, message: 'ok' }) : expired();
    });
    const results = await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate({ a: 1 })),
      store.dispatch(probeApi.endpoints.probe.initiate({ b: 2 })),
      store.dispatch(probeApi.endpoints.save.initiate({ c: 3 })),
    ]);
    expect(results.every((r) => !('error' in r) || r.error === undefined)).toBe(true);
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('takes the tokens another tab has already rotated instead of refreshing again', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-from-other-tab');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-from-other-tab');
    const calls = mockFetch((call) =>
      call.headers.get('authorization') === 'Bearer token-from-other-tab' ? jsonResponse(200, { status: true, message: 'ok' }) : expired(),
    );
    await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(calls.some((c) => isRefresh(c.url))).toBe(false);
    expect(calls).toHaveLength(2);
    expect(store.getState().session.refreshToken).toBe('refresh-from-other-tab');
  });

  it('a refused refresh (signed out after inactivity) clears the session, says why and goes to /', async () => {
    logIn();
    const idle = 'Sie wurden nach 120 Minuten ohne Aktivität abgemeldet. Bitte melden Sie sich erneut an.';
    mockFetch((call) => (isRefresh(call.url) ? jsonResponse(401, { status: false, message: idle, code: 'SESSION_IDLE' }) : expired()));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(effects.errors).toEqual([idle]);
    expect(effects.navigations).toEqual(['/']);
  });
});
