import type { ApiEnvelope } from '@fachwerk/shared/contracts';
import { createAppStore, initI18n, type AppStore } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../App';
import { AppRoutes } from '../../AppRoutes';

/** Catalogues the registration pages read from GET /content. */
export const TEST_CONTENT = {
  cmsList: [{ _id: 'cms-terms', slug: 'agb', fixedKey: 'terms', title: 'AGB', description: '<p>Bedingungen</p>', isHeader: false, isFooter: true }],
  languageList: [
    { _id: 'lang-de', name: 'Deutsch' },
    { _id: 'lang-en', name: 'Englisch' },
  ],
  serviceList: [
    { _id: 'svc-elektro', name: 'Elektroinstallation' },
    { _id: 'svc-maler', name: 'Malerarbeiten' },
  ],
  shiftList: [],
  skills: [{ _id: 'skill-schweissen', name: 'Schweißen' }],
};

// the pages are lazy chunks: the first render of a suite compiles them
configure({ asyncUtilTimeout: 5000 });

export type ApiHandler = (call: FetchCall) => [number, ApiEnvelope] | undefined;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the shell's routes at `path` with a fresh store, German texts and a mocked API: `handler`
 * answers the calls it knows, GET /content answers TEST_CONTENT, anything else a 404.
 */
export function renderShellAt(path: string | { pathname: string; state: unknown }, handler: ApiHandler = () => undefined, store: AppStore = createAppStore()) {
  initI18n('de');
  const effects: RecordedEffects = recordApiEffects();
  const calls = mockFetch((call) => {
    const answer = handler(call);
    if (answer) return jsonResponse(answer[0], answer[1]);
    if (call.url.endsWith('/content')) return jsonResponse(200, { status: true, message: 'ok', data: TEST_CONTENT });
    return jsonResponse(404, { status: false, message: 'Nicht gefunden', code: 'NOT_FOUND' });
  });
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, effects, calls };
}

export const currentLocation = () => screen.getByTestId('location').textContent;
/** Body of the last call to a path ending with `suffix`. */
export const bodyOf = (calls: FetchCall[], suffix: string) => {
  const call = [...calls].reverse().find((c) => new URL(c.url).pathname.endsWith(suffix));
  return call?.body ? (JSON.parse(call.body) as Record<string, unknown>) : undefined;
};
