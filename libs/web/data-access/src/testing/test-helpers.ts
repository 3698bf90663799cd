import type { ApiEnvelope, UserData, UserType } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { resetNotApprovedToast } from '../lib/api/base-api';
import { configureApiEffects, type ApiEffects } from '../lib/effects';
import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../lib/runtime';

/** A user of the given role, as the API returns it. */
export const testUser = (userType: UserType, overrides: Partial<UserData> = {}): UserData => ({
  _id: `id-${userType}`,
  userType,
  firstName: userType === 'admin' ? 'Ada' : userType === 'client' ? 'Clara' : 'Sven',
  lastName: 'Muster',
  email: `${userType}@fachwerk.test`,
  profilePic: null,
  profilePercentage: 40,
  approvalStatus: 'approved',
  accountStatus: 'active',
  language: 'de',
  ...overrides,
});

export interface RecordedEffects {
  errors: string[];
  successes: string[];
  navigations: string[];
}

/** Replaces toasts and navigation with recorders; translation uses the real German catalogue. */
export function recordApiEffects(): RecordedEffects {
  const recorded: RecordedEffects = { errors: [], successes: [], navigations: [] };
  const effects: ApiEffects = {
    notifyError: (m) => recorded.errors.push(m),
    notifySuccess: (m) => recorded.successes.push(m),
    navigate: (p) => recorded.navigations.push(p),
    translate: (key) => translate('de', key),
  };
  configureApiEffects(effects);
  resetNotApprovedToast();
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: 'http://api.test' });
  return recorded;
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** Mocks global fetch with a handler; returns the recorded calls (`fetch(request)` and `fetch(url, init)`). */
export function mockFetch(handler: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; file downloads call fetch(url, init)
    const request = input instanceof Request ? input : new Request(input, init);
    const call: FetchCall = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : null,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export const jsonResponse = (status: number, body: ApiEnvelope) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A response the spec releases when it wants (the screen stays busy until then). */
export function heldResponse() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release: (r: Response) => release(r) };
}
