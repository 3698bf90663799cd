import { CHAT_PATHS, type ApiEnvelope, type ChatUnreadCount } from '@fachwerk/shared/contracts';
import { realtime } from '../realtime/realtime-hub';
import { baseApi, envelopeData } from './base-api';

/**
 * The menu's unread-messages badge (issue 12): the count from `GET /chats/unread-count`, then kept
 * live by the socket's `chat:unread` (the server sends the total with every change). Marking read
 * (the chat's pages) invalidates `ChatUnread`.
 */
export const chatUnreadApi = baseApi.enhanceEndpoints({ addTagTypes: ['ChatUnread'] }).injectEndpoints({
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

export const { useChatUnreadCountQuery } = chatUnreadApi;
