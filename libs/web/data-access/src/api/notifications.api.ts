/**
 * The notifications module's calls (`apps/api/src/modules/notifications`): the bell's unread count,
 * the list and the read marks. Part of the main entry: the shell's header shows the count.
 */
import {
  API_PATHS,
  type ApiEnvelope,
  type NotificationListResponse,
  type UnreadCountResponse,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '../lib/api/base-api';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { unreadCountChanged } from '../lib/state/notifications.slice';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<UnreadCountResponse, void>({
      query: () => API_PATHS.notifications.unreadCount,
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<UnreadCountResponse>) => envelopeData(envelope),
      providesTags: ['Notifications'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(unreadCountChanged(data.count));
        } catch {
          // the bell keeps its last count
        }
      },
    }),
    /** `language`: the UI language; the API renders the texts in it, and a switch is a new cache entry. */
    notifications: build.query<
      NotificationListResponse,
      { unread?: boolean; page?: number; limit?: number; language: string }
    >(
      {
        query: ({ language, ...params }) => ({
          url: API_PATHS.notifications.list,
          params,
          headers: { 'Accept-Language': language },
        }),
        transformResponse: envelopeData<NotificationListResponse>,
        providesTags: ['Notifications'],
      },
    ),
    markNotificationRead: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.notifications.read(id), method: 'POST' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<WithMessage<null>, void>({
      query: () => ({ url: API_PATHS.notifications.readAll, method: 'POST' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useUnreadCountQuery,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
