import '@fachwerk/web/data-access/catalogue/chat-web';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { realtime } from '@fachwerk/web/data-access';
import { FakeSocket, mockFetch, renderWithApp } from '@fachwerk/web/data-access/testing';
import { ok, pathOf } from '@fachwerk/web/data-access/testing/market';
import { screen, within } from '@testing-library/react';
import { ChatListPage } from './ChatListPage';
import { chatSummary, OTHER } from './testing/chat-fixtures';

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  realtime.attach(socket);
});
afterEach(() => realtime.detach(socket));

describe('ChatListPage', () => {
  it('marks a conversation closed by the other party’s account deletion and names that party a deleted account', async () => {
    const open = chatSummary({ _id: 'chat-2', jobTitle: 'Trockenbau Halle 3' });
    const closed = chatSummary({ supplier: { _id: OTHER, name: ' ' }, closed: true, closedAt: '2026-11-21T08:00:00.000Z', canSend: false });
    mockFetch((call) =>
      pathOf(call) === '/chats' ? ok({ items: [closed, open], total: 2, page: 1, limit: 20, unreadTotal: 0 }) : ok(null),
    );
    renderWithApp(<ChatListPage />, { role: 'client', path: '/messages' });
    const [first, second] = await screen.findAllByTestId(CHAT_TEST_IDS.listItem);
    expect(within(first!).getByText('Gelöschtes Konto')).toBeTruthy();
    expect(first!.querySelector('[data-status]')?.textContent).toBe('Geschlossen');
    expect(within(second!).getByText('Sven Sanitär')).toBeTruthy();
    expect(second!.querySelector('[data-status]')?.textContent).toBe('Freigegeben');
  });
});
