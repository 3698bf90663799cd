import { API_PATHS, type ApiEnvelope, type UnreadCountResponse } from '@fachwerk/shared/contracts';
import { unreadCountChanged } from '../state/notifications.slice';
import { baseApi, envelopeData } from './base-api';

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
  }),
});

export const { useUnreadCountQuery } = notificationsApi;
