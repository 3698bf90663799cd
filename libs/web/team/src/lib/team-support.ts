import { useAppDispatch } from '@fachwerk/web/data-access';
import type { AddressSuggestion } from '@fachwerk/web/ui';
import { useCallback } from 'react';
import { jobLookupsApi, toAddressSuggestion } from '@fachwerk/web/market-data-access';

export { useUploader } from '@fachwerk/web/ui';

/** `fetchSuggestions` for the AddressAutocomplete widget: label, city, state, country, lat, long. */
export function usePlaceSuggestions(): (q: string) => Promise<AddressSuggestion[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (q: string) => {
      const result = await dispatch(
        jobLookupsApi.endpoints.jobPlaceSuggestions.initiate(q, { subscribe: false }),
      );
      return (result.data ?? []).map((s) => ({ ...toAddressSuggestion(s), country: 'Deutschland' }));
    },
    [dispatch],
  );
}
