import { WORKER_DEFAULTS } from '@fachwerk/shared/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** ADDWORKER / EDITWORKER action kinds: drafts of the worker form (§3), with the §9 defaults. */
export type WorkerDraft = typeof WORKER_DEFAULTS & Record<string, unknown>;

export interface WorkerDraftsState {
  add: WorkerDraft;
  edit: { id: string; draft: WorkerDraft } | null;
}

const newDraft = (): WorkerDraft => ({ ...WORKER_DEFAULTS });

export const workerDraftsSlice = createSlice({
  name: 'workerDrafts',
  initialState: (): WorkerDraftsState => ({ add: newDraft(), edit: null }),
  reducers: {
    addWorkerDraftUpdated(state, action: PayloadAction<Record<string, unknown>>) {
      Object.assign(state.add, action.payload);
    },
    addWorkerDraftReset(state) {
      state.add = newDraft();
    },
    editWorkerDraftStarted(state, action: PayloadAction<{ id: string; values: Record<string, unknown> }>) {
      state.edit = { id: action.payload.id, draft: { ...newDraft(), ...action.payload.values } };
    },
    editWorkerDraftUpdated(state, action: PayloadAction<Record<string, unknown>>) {
      if (state.edit) Object.assign(state.edit.draft, action.payload);
    },
    editWorkerDraftReset(state) {
      state.edit = null;
    },
  },
  selectors: {
    selectAddWorkerDraft: (s) => s.add,
    selectEditWorkerDraft: (s) => s.edit,
  },
});

export const {
  addWorkerDraftUpdated,
  addWorkerDraftReset,
  editWorkerDraftStarted,
  editWorkerDraftUpdated,
  editWorkerDraftReset,
} = workerDraftsSlice.actions;
export const { selectAddWorkerDraft, selectEditWorkerDraft } = workerDraftsSlice.selectors;
