// Shared as `@reduxjs/toolkit`: what the apps use (createSlice, combineSlices, configureStore) and what
// RTK Query imports from it (its own modules consume the shared package too); the rest (entity
// adapter, listener and dynamic middleware, createReducer, …) is tree-shaken. A name missing here fails
// the build (FacadeImportCheckPlugin). Remotes receive the shell's copy: deploy the shell first.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@fachwerk-unshared/@reduxjs/toolkit';
