import {
  type ApiEnvelope,
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
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

const queryString = (params: object): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The chat's calls (contracts chat.ts). Mutations answer the envelope, so dialogs can toast its message. */
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
} = chatApi;
