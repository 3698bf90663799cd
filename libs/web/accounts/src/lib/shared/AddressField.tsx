import { AddressField as KitAddressField } from '@fachwerk/web/ui';
import { useFieldLabel } from './labels';

/** The profile's address: the kit's address field with the profile's label for `name`. */
export function AddressField({ name, value, onChange, error }: { name: string; value: string; onChange: (value: string) => void; error?: string }) {
  const label = useFieldLabel();
  return <KitAddressField label={label(name)} field={name} value={value} onChange={onChange} error={error} />;
}
