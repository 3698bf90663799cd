import {
  type ApiEnvelope,
  type ChatUnreadCount,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS, CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { baseApi, envelopeData, realtime } from '@fachwerk/web/data-access';
import { useEffect } from 'react';

/**
 * The unread-messages count (issue 12): `GET /chats/unread-count`, kept live by the socket's
 * `chat:unread` (the server sends the total with every change) and fetched again on every reconnect.
 * The chat's read calls invalidate `ChatUnread`. A chunk of its own, loaded with the socket.
 */
const chatUnreadApi = baseApi.enhanceEndpoints({ addTagTypes: ['ChatUnread'] }).injectEndpoints({
  endpoints: (build) => ({
    chatUnreadCount: build.query<ChatUnreadCount, void>({
      query: () => CHAT_PATHS.unread,
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<ChatUnreadCount>) => envelopeData(envelope),
      providesTags: ['ChatUnread'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded.catch(() => undefined);
        const off = realtime.on('chat:unread', ({ total }) =>
          updateCachedData((draft) => {
            draft.total = total;
          }),
        );
        await cacheEntryRemoved;
        off();
      },
    }),
  }),
});

/** The badge beside "Nachrichten" in the side menu; nothing at zero. */
export default function ChatUnreadBadge() {
  const query = chatUnreadApi.useChatUnreadCountQuery();
  const { refetch } = query;
  useEffect(() => realtime.on('connect', () => void refetch()), [refetch]);
  const count = query.data?.total ?? 0;
  if (count <= 0) return null;
  return (
    <span className="fw-menu__badge" data-testid={CHAT_TEST_IDS.menuBadge} data-unread={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
