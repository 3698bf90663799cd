import { DEFAULT_DIAL_CODE, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * REGISTER action kind: the registration draft kept across the registration steps (§3).
 * Fields are filled by the registration pages; only the defaults are fixed here.
 */
export interface RegistrationDraft {
  userType: RegistrableUserType | null;
  companyDialCode: string;
  dialCode: string;
  fields: Record<string, unknown>;
}

const initialState: RegistrationDraft = {
  userType: null,
  companyDialCode: DEFAULT_DIAL_CODE,
  dialCode: DEFAULT_DIAL_CODE,
  fields: {},
};

export const registrationDraftSlice = createSlice({
  name: 'registrationDraft',
  initialState,
  reducers: {
    registrationStarted(_state, action: PayloadAction<RegistrableUserType>) {
      return { ...initialState, userType: action.payload };
    },
    registrationDraftUpdated(state, action: PayloadAction<Record<string, unknown>>) {
      Object.assign(state.fields, action.payload);
    },
    registrationDraftReset: () => initialState,
  },
  selectors: {
    selectRegistrationDraft: (s) => s,
  },
});

export const { registrationStarted, registrationDraftUpdated, registrationDraftReset } =
  registrationDraftSlice.actions;
export const { selectRegistrationDraft } = registrationDraftSlice.selectors;
