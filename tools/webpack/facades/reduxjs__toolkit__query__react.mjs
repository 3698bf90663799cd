// Shared as `@reduxjs/toolkit/query/react`: createApi and fetchBaseQuery, what web/data-access uses;
// the rest (retry, fakeBaseQuery, ApiProvider, …) is tree-shaken. A name missing here fails the build
// (FacadeImportCheckPlugin). Remotes receive the shell's copy: deploy the shell first.
export { createApi, fetchBaseQuery } from '@fachwerk-unshared/@reduxjs/toolkit/query/react';
