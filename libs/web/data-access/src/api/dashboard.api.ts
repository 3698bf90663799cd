/** The dashboard module's call (`apps/api/src/modules/dashboard`). */
import { API_PATHS, type ApiEnvelope, type DashboardResponse } from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

/**
 * The dashboard's one call, apart from `jobs.api.ts`: the dashboard is the first page after login and
 * must not carry every marketplace endpoint (initial JavaScript budget). Mutations elsewhere
 * invalidate the `Dashboard` tag.
 */
export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardResponse, void>({
      query: () => API_PATHS.dashboard,
      transformResponse: (envelope: ApiEnvelope<DashboardResponse>) => envelopeData(envelope),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
