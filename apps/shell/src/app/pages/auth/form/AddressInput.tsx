import { errorText } from '@fachwerk/web/data-access/forms';
import { AddressField } from '@fachwerk/web/ui';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A required address field of a registration form: the kit's address field, bound to the form. */
export function AddressInput<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  const { field, formState } = useController({ control, name });
  return (
    <AddressField
      label={`${label} *`}
      field={name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      country="DE"
      error={errorText(formState.errors, name)}
    />
  );
}
