/**
 * The chat module's calls (`apps/api/src/modules/chat`, paths in contracts chat.ts): chats, messages,
 * read marks, approval and blocking, and the side menu's unread count. Mutations answer the envelope,
 * so dialogs can toast its message. Shared through Module Federation (tools/webpack/federation.cjs):
 * the shell's unread badge and the remotes' chat screens use one copy.
 */
import {
  type ApiEnvelope,
  type ChatUnreadCount,
  type BlockChatRequest,
  type ChatList,
  type ChatListQuery,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatSummary,
  type SendMessageRequest,
  type StartChatRequest,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData, realtime } from '@fachwerk/web/data-access';

const queryString = (params: object): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const chatApi = baseApi.enhanceEndpoints({ addTagTypes: ['Chats', 'ChatUnread'] }).injectEndpoints({
  endpoints: (build) => ({
    chats: build.query<ChatList, ChatListQuery>({
      query: (query) => `${CHAT_PATHS.list}${queryString(query)}`,
      transformResponse: (envelope: ApiEnvelope<ChatList>) => envelopeData(envelope),
      providesTags: ['Chats'],
    }),
    chat: build.query<ChatSummary, string>({
      query: (id) => CHAT_PATHS.one(id),
      transformResponse: (envelope: ApiEnvelope<ChatSummary>) => envelopeData(envelope),
      providesTags: (_result, _error, id) => [{ type: 'Chats', id }],
    }),
    chatMessages: build.query<ChatMessagePage, { chatId: string } & ChatMessagesQuery>({
      query: ({ chatId, ...query }) => `${CHAT_PATHS.messages(chatId)}${queryString(query)}`,
      transformResponse: (envelope: ApiEnvelope<ChatMessagePage>) => envelopeData(envelope),
      keepUnusedDataFor: 0,
    }),
    startChat: build.mutation<ApiEnvelope<ChatSummary>, StartChatRequest>({
      query: (body) => ({ url: CHAT_PATHS.list, method: 'POST', body }),
      invalidatesTags: ['Chats'],
    }),
    sendMessage: build.mutation<ApiEnvelope<ChatMessage>, { chatId: string; body: SendMessageRequest }>({
      query: ({ chatId, body }) => ({ url: CHAT_PATHS.messages(chatId), method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    readChat: build.mutation<ApiEnvelope<{ messageId: number }>, { chatId: string; messageId: number }>({
      query: ({ chatId, messageId }) => ({ url: CHAT_PATHS.read(chatId), method: 'POST', body: { messageId } }),
      extraOptions: { silent: true },
      invalidatesTags: ['ChatUnread'],
    }),
    approveChat: build.mutation<ApiEnvelope<ChatSummary>, string>({
      query: (id) => ({ url: CHAT_PATHS.approve(id), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => ['Chats', { type: 'Chats', id }],
    }),
    blockChat: build.mutation<ApiEnvelope<ChatSummary>, { chatId: string; body: BlockChatRequest }>({
      query: ({ chatId, body }) => ({ url: CHAT_PATHS.block(chatId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { chatId }) => ['Chats', { type: 'Chats', id: chatId }],
    }),
    /**
     * The unread-messages count (`GET /chats/unread-count`), kept live by the socket's `chat:unread`
     * (the server sends the total with every change); the read calls invalidate `ChatUnread`.
     */
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
    unblockChat: build.mutation<ApiEnvelope<ChatSummary>, { chatId: string; body: BlockChatRequest }>({
      query: ({ chatId, body }) => ({ url: CHAT_PATHS.unblock(chatId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { chatId }) => ['Chats', { type: 'Chats', id: chatId }],
    }),
  }),
});

export const {
  useChatsQuery,
  useChatQuery,
  useLazyChatMessagesQuery,
  useStartChatMutation,
  useSendMessageMutation,
  useReadChatMutation,
  useApproveChatMutation,
  useBlockChatMutation,
  useUnblockChatMutation,
  useChatUnreadCountQuery,
} = chatApi;
