import { errorText } from '@fachwerk/web/data-access/forms';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A label as shown: the catalogue's field names are lower case in English ("company name"). */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The last named part of a path: `contactPerson.0.email` → `email`. */
const leaf = (path: string) => path.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? path;

/** A field's name inside messages (§5 "Das Feld Firmenname …"), from `fields.*`. */
export function useFieldName(): (field: string) => string {
  const { t } = useTranslation();
  return useCallback((field: string) => t(`fields.${leaf(field)}`), [t]);
}

/**
 * Props of a kit field (TextField, Select, Textarea, CheckboxField) bound to a form field:
 * react-hook-form's registration, the visible label from `fields.*` and the field's error.
 */
export function useBind<T extends FieldValues>(form: UseFormReturn<T>) {
  const name = useFieldName();
  const { errors } = form.formState;
  return (path: FieldPath<T>, label = capitalize(name(path))) => ({ ...form.register(path), label, error: errorText(errors, path) });
}
