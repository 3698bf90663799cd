import { AddressAutocomplete } from '@fachwerk/web/ui';
import { useAppDispatch } from '@fachwerk/web/data-access';
import { useCallback } from 'react';
import { accountsApi } from '../accounts.api';
import { useFieldLabel } from './labels';

/** Address input with autocomplete from the API's geocoder, and its validation message. */
export function AddressField({ name, value, onChange, error }: { name: string; value: string; onChange: (value: string) => void; error?: string }) {
  const dispatch = useAppDispatch();
  const label = useFieldLabel();
  const fetchSuggestions = useCallback(
    async (q: string) => {
      const request = dispatch(accountsApi.endpoints.addressSuggestions.initiate(q, { subscribe: false }));
      const result = await request;
      return (result.data ?? []).map((s) => ({ label: s.label, lat: s.lat, long: s.long, city: s.city, state: s.state ?? undefined }));
    },
    [dispatch],
  );
  return (
    <div className="fw-field" data-field={name}>
      <AddressAutocomplete label={label(name)} value={value} onChange={onChange} onSelect={(s) => onChange(s.label)} fetchSuggestions={fetchSuggestions} />
      {error && (
        <span className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
