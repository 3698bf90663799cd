import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** PATHNAME action kind: the last path the user visited. */
export const lastPathSlice = createSlice({
  name: 'lastPath',
  initialState: { path: '/' },
  reducers: {
    pathVisited(state, action: PayloadAction<string>) {
      state.path = action.payload;
    },
  },
  selectors: {
    selectLastPath: (s) => s.path,
  },
});

export const { pathVisited } = lastPathSlice.actions;
export const { selectLastPath } = lastPathSlice.selectors;
