import { EMPTY_COMMON_CONTENT, type CommonContent, type CommonContentResponse, type Language } from '@fachwerk/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** COMMONINFO action kind: content lists loaded once per layout load (and again after a language switch). */
export interface CommonContentState {
  content: CommonContent;
  /** the language the lists were loaded in (the API localises titles); null while still at default */
  language: Language | null;
}

const initialState: CommonContentState = { content: EMPTY_COMMON_CONTENT, language: null };

export const commonContentSlice = createSlice({
  name: 'commonContent',
  initialState,
  reducers: {
    commonContentLoaded(state, action: PayloadAction<{ content: CommonContentResponse; language: Language }>) {
      // execTime is dropped before storing (§7)
      const { cmsList, languageList, serviceList, shiftList, skills } = action.payload.content;
      state.content = {
        cmsList: cmsList ?? [],
        languageList: languageList ?? [],
        serviceList: serviceList ?? [],
        shiftList: shiftList ?? [],
        skills: skills ?? [],
      };
      state.language = action.payload.language;
    },
  },
  selectors: {
    selectCommonContent: (s) => s.content,
    selectCommonContentLoaded: (s) => s.language !== null,
    selectCommonContentLanguage: (s) => s.language,
    selectHeaderPages: (s) => s.content.cmsList.filter((p) => p.isHeader),
    selectFooterPages: (s) => s.content.cmsList.filter((p) => p.isFooter),
  },
});

export const { commonContentLoaded } = commonContentSlice.actions;
export const {
  selectCommonContent,
  selectCommonContentLoaded,
  selectCommonContentLanguage,
  selectHeaderPages,
  selectFooterPages,
} = commonContentSlice.selectors;
