import type { CmsListItem } from '@fachwerk/shared/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp } from '../../testing';
import { languageChanged } from '../session/session.slice';
import { selectHeaderPages } from './common-content.slice';
import { useCommonContent } from './use-common-content';

const page = (title: string): CmsListItem => ({ _id: 'p1', slug: 'so-funktioniert-es', title, description: '<p>x</p>', isHeader: true, isFooter: false });

function HeaderTitles() {
  const { cmsList } = useCommonContent();
  return <p data-testid="titles">{cmsList.map((p) => p.title).join(',')}</p>;
}

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('useCommonContent', () => {
  it('loads the lists once, and again in the new language after a switch (the API localises them)', async () => {
    const calls = mockFetch((call) => {
      const english = call.headers.get('accept-language') === 'en';
      return jsonResponse(200, {
        status: true,
        message: 'ok',
        data: { cmsList: [page(english ? 'How it works' : 'So funktioniert’s')], languageList: [], serviceList: [], shiftList: [], skills: [] },
      });
    });
    const { store } = renderWithApp(<HeaderTitles />);
    await waitFor(() => expect(screen.getByTestId('titles').textContent).toBe('So funktioniert’s'));
    expect(calls).toHaveLength(1);

    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await waitFor(() => expect(screen.getByTestId('titles').textContent).toBe('How it works'));
    expect(calls.map((c) => c.headers.get('accept-language'))).toEqual(['de', 'en']);
    expect(selectHeaderPages(store.getState()).map((p) => p.title)).toEqual(['How it works']);
  });
});
