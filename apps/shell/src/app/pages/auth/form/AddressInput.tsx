import { errorText } from '@fachwerk/web/data-access/forms';
import { useAppStore } from '@fachwerk/web/data-access';
import { AddressAutocomplete } from '@fachwerk/web/ui';
import { useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { geoSuggestions } from '../identity.api';

/** A required address field of a registration form: the kit's autocomplete over the API's geocoder, bound to the form. */
export function AddressInput<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  const store = useAppStore();
  const fetchSuggestions = useMemo(() => geoSuggestions(store), [store]);
  const { field, formState } = useController({ control, name });
  const error = errorText(formState.errors, name);
  return (
    <div className="fw-field" data-field={name}>
      <AddressAutocomplete
        label={`${label} *`}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onSelect={(s) => field.onChange(s.label)}
        fetchSuggestions={fetchSuggestions}
      />
      {error && (
        <span role="alert" className="fw-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
