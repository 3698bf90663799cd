import { EMPTY_COMMON_CONTENT, type CommonContent, type CommonContentResponse } from '@fachwerk/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** COMMONINFO action kind: content lists loaded once per layout load. */
export interface CommonContentState {
  content: CommonContent;
  /** false while the content is still at its default */
  loaded: boolean;
}

const initialState: CommonContentState = { content: EMPTY_COMMON_CONTENT, loaded: false };

export const commonContentSlice = createSlice({
  name: 'commonContent',
  initialState,
  reducers: {
    commonContentLoaded(state, action: PayloadAction<CommonContentResponse>) {
      // execTime is dropped before storing (§7)
      const { cmsList, languageList, serviceList, shiftList, skills } = action.payload;
      state.content = {
        cmsList: cmsList ?? [],
        languageList: languageList ?? [],
        serviceList: serviceList ?? [],
        shiftList: shiftList ?? [],
        skills: skills ?? [],
      };
      state.loaded = true;
    },
  },
  selectors: {
    selectCommonContent: (s) => s.content,
    selectCommonContentLoaded: (s) => s.loaded,
    selectHeaderPages: (s) => s.content.cmsList.filter((p) => p.isHeader),
    selectFooterPages: (s) => s.content.cmsList.filter((p) => p.isFooter),
  },
});

export const { commonContentLoaded } = commonContentSlice.actions;
export const { selectCommonContent, selectCommonContentLoaded, selectHeaderPages, selectFooterPages } =
  commonContentSlice.selectors;
