// Shared as `react-redux`: the provider and the hooks the apps use, and what RTK Query's React module
// imports (ReactReduxContext, batch, shallowEqual); connect() and the hook factories are tree-shaken.
// A name missing here fails the build (FacadeImportCheckPlugin). Remotes receive the shell's copy:
// deploy the shell first.
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from '@fachwerk-unshared/react-redux';
