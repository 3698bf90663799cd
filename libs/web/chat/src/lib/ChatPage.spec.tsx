import '@fachwerk/web/data-access/catalogue/chat-web';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import type { ChatSummary } from '@fachwerk/shared/contracts';
import { realtime, switchLanguage } from '@fachwerk/web/data-access';
import { mockFetch, renderWithApp, type FakeSocket, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ChatPage } from './ChatPage';
import { attachFakeRealtime, CHAT_ID, chatMessage, chatServer, chatSummary, ME, OTHER } from './testing/chat-fixtures';

configure({ asyncUtilTimeout: 5000 });

function renderChat(summary: Partial<ChatSummary> = {}) {
  const { server, handler } = chatServer([chatMessage(1), chatMessage(2, ME, { body: 'Ich komme am Montag.' })]);
  server.summary = chatSummary(summary);
  mockFetch(handler);
  renderWithApp(
    <Routes>
      <Route path="/messages/chat/:chatId" element={<ChatPage />} />
    </Routes>,
    { role: 'client', path: `/messages/chat/${CHAT_ID}` },
  );
  return server;
}

/** The conversation as the server shows it once the supplier deleted its account (its names erased, joined by a space). */
const closedBySupplierDeletion: Partial<ChatSummary> = {
  supplier: { _id: OTHER, name: ' ' },
  closed: true,
  closedAt: '2026-11-21T08:00:00.000Z',
  canSend: false,
  canBlock: false,
};

let socket: FakeSocket;
let effects: RecordedEffects;
beforeEach(() => {
  ({ socket, effects } = attachFakeRealtime());
});
afterEach(() => realtime.detach(socket));

describe('ChatPage', () => {
  it('shows the conversation with the read receipt and the typing indicator of the other party', async () => {
    renderChat();
    expect(await screen.findByRole('heading', { name: 'Sven Sanitär' })).toBeTruthy();
    const timeline = screen.getByTestId(CHAT_TEST_IDS.timeline);
    await waitFor(() => expect(within(timeline).getAllByTestId(CHAT_TEST_IDS.message)).toHaveLength(2));
    expect(screen.queryByTestId(CHAT_TEST_IDS.readReceipt)).toBeNull();

    act(() => socket.serverSends('chat:read', { chatId: CHAT_ID, userId: OTHER, messageId: 2 }));
    const mine = within(timeline).getAllByTestId(CHAT_TEST_IDS.message)[1]!;
    expect(within(mine).getByTestId(CHAT_TEST_IDS.readReceipt)).toBeTruthy();

    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: OTHER, typing: true }));
    expect(screen.getByTestId(CHAT_TEST_IDS.typing).textContent).toContain('Sven Sanitär');
    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: OTHER, typing: false }));
    expect(screen.queryByTestId(CHAT_TEST_IDS.typing)).toBeNull();
  });

  it('a message the server refuses stays as failed with a retry that sends it again', async () => {
    const answers: unknown[] = [{ ok: false, code: 'INTERNAL', message: 'Nicht gespeichert.' }, undefined];
    socket.answers['chat:send'] = () => answers.shift();
    renderChat();
    const composer = await screen.findByTestId(CHAT_TEST_IDS.composer);
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: 'Passt Dienstag?' } });
    expect(socket.payloads('chat:typing')).toEqual([{ chatId: CHAT_ID, typing: true }]);
    fireEvent.click(screen.getByTestId(CHAT_TEST_IDS.send));
    const pending = await screen.findByTestId(CHAT_TEST_IDS.pending);
    await waitFor(() => expect(pending.getAttribute('data-state')).toBe('failed'));
    expect(socket.payloads('chat:typing').at(-1)).toEqual({ chatId: CHAT_ID, typing: false });

    fireEvent.click(within(pending).getByRole('button'));
    await waitFor(() => expect(socket.payloads('chat:send')).toHaveLength(2));
    expect(screen.getByTestId(CHAT_TEST_IDS.pending).getAttribute('data-state')).toBe('sending');
    const again = socket.payloads('chat:send')[1] as { clientMessageId: string; body: string };
    await act(async () =>
      socket.acknowledge('chat:send', { ok: true, message: chatMessage(3, ME, { clientMessageId: again.clientMessageId, body: again.body }) }),
    );
    await waitFor(() => expect(screen.queryByTestId(CHAT_TEST_IDS.pending)).toBeNull());
    expect(screen.getAllByTestId(CHAT_TEST_IDS.message).map((m) => m.querySelector('.fw-chat__body')?.textContent)).toEqual([
      'Nachricht 1',
      'Ich komme am Montag.',
      'Passt Dienstag?',
    ]);
  });

  it('a conversation closed by the other party’s account deletion stays readable, with the banner and without a composer', async () => {
    renderChat(closedBySupplierDeletion);
    const banner = await screen.findByTestId(CHAT_TEST_IDS.closedBanner);
    expect(banner.textContent).toBe(
      'Diese Unterhaltung ist geschlossen: Das Konto der anderen Partei wurde gelöscht. Sie können die Nachrichten weiter lesen, aber nicht mehr antworten.',
    );
    expect(screen.getByRole('heading', { name: 'Gelöschtes Konto' })).toBeTruthy();
    const timeline = screen.getByTestId(CHAT_TEST_IDS.timeline);
    await waitFor(() => expect(within(timeline).getAllByTestId(CHAT_TEST_IDS.message)).toHaveLength(2));
    expect(within(timeline).getAllByTestId(CHAT_TEST_IDS.message)[0]!.textContent).toContain('Gelöschtes Konto');
    expect(screen.queryByTestId(CHAT_TEST_IDS.composer)).toBeNull();
    expect(screen.queryByTestId(CHAT_TEST_IDS.send)).toBeNull();
    expect(screen.queryByTestId(CHAT_TEST_IDS.blockedBanner)).toBeNull();
  });

  it('shows the closed banner in English', async () => {
    renderChat(closedBySupplierDeletion);
    await screen.findByTestId(CHAT_TEST_IDS.closedBanner);
    await act(() => switchLanguage('en'));
    expect(screen.getByTestId(CHAT_TEST_IDS.closedBanner).textContent).toBe(
      'This conversation is closed: the other party’s account was deleted. You can still read the messages but can no longer reply.',
    );
    expect(screen.getByRole('heading', { name: 'Deleted account' })).toBeTruthy();
    expect(screen.queryByTestId(CHAT_TEST_IDS.composer)).toBeNull();
  });

  it('a send refused because the conversation was closed meanwhile swaps the composer for the banner', async () => {
    socket.answers['chat:send'] = () => ({ ok: false, code: 'CHAT_CLOSED', message: 'Dieser Chat ist geschlossen.' });
    const server = renderChat();
    const composer = await screen.findByTestId(CHAT_TEST_IDS.composer);
    server.summary = chatSummary(closedBySupplierDeletion);
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: 'Noch da?' } });
    fireEvent.click(screen.getByTestId(CHAT_TEST_IDS.send));
    expect(await screen.findByTestId(CHAT_TEST_IDS.closedBanner)).toBeTruthy();
    expect(screen.queryByTestId(CHAT_TEST_IDS.composer)).toBeNull();
    expect(screen.getByTestId(CHAT_TEST_IDS.pending).getAttribute('data-state')).toBe('failed');
    expect(effects.errors).toEqual([]);
  });
});
