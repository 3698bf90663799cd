import type { FeedbackResponse, Paginated } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AdminFeedbackPage } from './AdminFeedbackPage';

const feedback = (id: string, rating: number, hidden = false): FeedbackResponse => ({
  _id: id,
  awardId: `a-${id}`,
  jobTitle: `Auftrag ${id}`,
  authorRole: 'client',
  authorName: 'Bau GmbH',
  rating,
  comment: `Kommentar ${id}`,
  createdAt: '2026-11-10T09:00:00.000Z',
  hidden,
  hiddenReason: hidden ? 'Beleidigend' : null,
});

let store: FeedbackResponse[];
let calls: FetchCall[];

beforeEach(() => {
  recordApiEffects();
  store = [feedback('f1', 1), feedback('f2', 5), feedback('f3', 2, true)];
  calls = mockFetch((call) => {
    const url = new URL(call.url);
    if (call.method === 'GET' && url.pathname === '/api/v1/admin/feedback') {
      const p = url.searchParams;
      const items = store.filter(
        (f) =>
          (!p.has('hidden') || String(Boolean(f.hidden)) === p.get('hidden')) &&
          (!p.has('rating') || f.rating <= Number(p.get('rating'))),
      );
      const data: Paginated<FeedbackResponse> = { items, total: items.length, page: 1, limit: 20 };
      return jsonResponse(200, { status: true, message: 'ok', data });
    }
    const one = /^\/api\/v1\/admin\/feedback\/([^/]+)$/.exec(url.pathname);
    if (call.method === 'PATCH' && one) {
      const target = store.find((f) => f._id === one[1])!;
      const body = JSON.parse(call.body ?? '{}') as { hidden: boolean; reason?: string };
      Object.assign(target, { hidden: body.hidden, hiddenReason: body.hidden ? body.reason : null });
      return jsonResponse(200, { status: true, message: 'Gespeichert.', data: target });
    }
    return jsonResponse(404, { status: false, message: 'Nicht gefunden' });
  });
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const renderPage = (search = '') =>
  renderWithApp(
    <>
      <AdminFeedbackPage />
      <Location />
    </>,
    { role: 'admin', path: `/admin/feedback${search}` },
  );
const row = (comment: string) => screen.getByText(comment).closest('tr') as HTMLElement;

describe('AdminFeedbackPage', () => {
  it('lists rating, comment, author, job and hidden state', async () => {
    renderPage();
    await screen.findByText('Kommentar f1');
    const cells = within(row('Kommentar f3'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['★★☆☆☆', 'Kommentar f3', 'Bau GmbH (Auftraggeber)']);
    expect(within(row('Kommentar f3')).getByRole('rowheader').textContent).toBe('Auftrag f3');
    expect(cells[4]).toBe('Ausgeblendet: Beleidigend');
    expect(within(row('Kommentar f1')).getByLabelText('1 von 5')).toBeTruthy();
  });

  it('filters by hidden state and rating ≤ n, in the URL', async () => {
    renderPage();
    await screen.findByText('Kommentar f2');
    fireEvent.change(screen.getByLabelText('Bewertung höchstens'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText('Kommentar f2')).toBeNull());
    fireEvent.change(screen.getByLabelText('Sichtbarkeit'), { target: { value: 'false' } });
    await waitFor(() => expect(screen.queryByText('Kommentar f3')).toBeNull());
    expect(screen.getByText('Kommentar f1')).toBeTruthy();
    expect(new URLSearchParams(screen.getByTestId('location').textContent ?? '').toString()).toBe(
      new URLSearchParams('rating=2&hidden=false').toString(),
    );
    expect(calls.at(-1)?.url).toContain('hidden=false');
  });

  it('hides with a required reason', async () => {
    renderPage();
    await screen.findByText('Kommentar f1');
    fireEvent.click(within(row('Kommentar f1')).getByRole('button', { name: 'Ausblenden' }));
    const dialog = screen.getByTestId('feedback-visibility-dialog');
    expect(
      within(dialog).getByText(
        'Die Bewertung von Bau GmbH zu „Auftrag f1“ wird für alle anderen ausgeblendet.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Das Feld Grund ist erforderlich.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Grund'), { target: { value: 'Beleidigung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(screen.queryByTestId('feedback-visibility-dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect([new URL(patch.url).pathname, JSON.parse(patch.body ?? '{}')]).toEqual([
      '/api/v1/admin/feedback/f1',
      { hidden: true, reason: 'Beleidigung' },
    ]);
    await waitFor(() =>
      expect(within(row('Kommentar f1')).getByText('Ausgeblendet: Beleidigung')).toBeTruthy(),
    );
    expect(within(row('Kommentar f1')).getByRole('button', { name: 'Wieder einblenden' })).toBeTruthy();
  });

  it('shows hidden feedback again; the reason is optional then', async () => {
    renderPage();
    await screen.findByText('Kommentar f3');
    fireEvent.click(within(row('Kommentar f3')).getByRole('button', { name: 'Wieder einblenden' }));
    const dialog = screen.getByTestId('feedback-visibility-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einblenden' }));
    await waitFor(() => expect(screen.queryByTestId('feedback-visibility-dialog')).toBeNull());
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body ?? '{}')).toEqual({ hidden: false });
    await waitFor(() => expect(within(row('Kommentar f3')).getByText('Sichtbar')).toBeTruthy());
  });

  it('restores the filters from the URL on reload and asks the API for them', async () => {
    renderPage('?hidden=true&rating=2');
    await screen.findByText('Kommentar f3');
    expect(screen.queryByText('Kommentar f1')).toBeNull();
    expect((screen.getByLabelText('Sichtbarkeit') as HTMLSelectElement).value).toBe('true');
    expect((screen.getByLabelText('Bewertung höchstens') as HTMLSelectElement).value).toBe('2');
    const query = new URL(calls.find((c) => c.method === 'GET')!.url).searchParams;
    expect([query.get('hidden'), query.get('rating')]).toEqual(['true', '2']);
  });

  it('keeps the dialog open with the API message when hiding fails', async () => {
    mockFetch((call) =>
      call.method === 'PATCH'
        ? jsonResponse(409, {
            status: false,
            code: 'CONFLICT',
            message: 'Die Bewertung wurde gerade geändert.',
          })
        : jsonResponse(200, {
            status: true,
            message: 'ok',
            data: { items: store, total: 3, page: 1, limit: 20 },
          }),
    );
    renderPage();
    await screen.findByText('Kommentar f1');
    fireEvent.click(within(row('Kommentar f1')).getByRole('button', { name: 'Ausblenden' }));
    const dialog = screen.getByTestId('feedback-visibility-dialog');
    fireEvent.change(within(dialog).getByLabelText('Grund'), { target: { value: 'Beleidigung' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Die Bewertung wurde gerade geändert.',
    );
    expect(screen.getByTestId('feedback-visibility-dialog')).toBeTruthy();
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse(500, { status: false, message: 'kaputt' })
        : jsonResponse(200, {
            status: true,
            message: 'ok',
            data: { items: store, total: 3, page: 1, limit: 20 },
          }),
    );
    renderPage();
    const alert = await screen.findByText('Die Bewertungen konnten nicht geladen werden.');
    fail = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Erneut versuchen',
      }),
    );
    expect(await screen.findByText('Kommentar f1')).toBeTruthy();
  });
});
