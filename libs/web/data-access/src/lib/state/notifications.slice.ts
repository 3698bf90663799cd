import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** NOTIFICATION action kind: the unread count shown on the bell. */
export interface NotificationsState {
  unreadCount: number;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { unreadCount: 0 } as NotificationsState,
  reducers: {
    unreadCountChanged(state, action: PayloadAction<number>) {
      state.unreadCount = Math.max(0, action.payload);
    },
  },
  selectors: {
    selectUnreadCount: (s) => s.unreadCount,
  },
});

export const { unreadCountChanged } = notificationsSlice.actions;
export const { selectUnreadCount } = notificationsSlice.selectors;
