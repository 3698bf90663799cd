import type { RuleSchema } from '@fachwerk/shared/contracts/rules';
import { useController, useFieldArray, type ArrayPath, type FieldArray, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { errorText } from './form-errors';

/**
 * The rules of every row of a form's lists, as resolver paths: `{ reference: { name: [required] } }`
 * with two references → `reference.0.name`, `reference.1.name`. Merge it with the form's own schema.
 */
export function listRowSchema(values: FieldValues, rowRules: Readonly<Record<string, RuleSchema>>): RuleSchema {
  const schema: Record<string, RuleSchema[string]> = {};
  for (const [list, fields] of Object.entries(rowRules)) {
    const rows = Array.isArray(values[list]) ? (values[list] as unknown[]) : [];
    rows.forEach((_, index) => {
      for (const [field, fieldRules] of Object.entries(fields)) schema[`${list}.${index}.${field}`] = fieldRules;
    });
  }
  return schema;
}

/**
 * A form's list (react-hook-form's useFieldArray) as the props of the kit's ListEditor:
 * `<ListEditor legend="…" {...useListRows(form, 'reference', emptyReference)} renderRow={…} />`.
 */
export function useListRows<T extends FieldValues, N extends ArrayPath<T>>(form: UseFormReturn<T>, name: N, create: () => FieldArray<T, N>) {
  const rows = useFieldArray({ control: form.control, name });
  return {
    field: name as string,
    rowKeys: rows.fields.map((row) => row.id),
    onAdd: () => rows.append(create()),
    onRemove: (index: number) => rows.remove(index),
    error: errorText(form.formState.errors, name),
  };
}

/**
 * A form field holding a list of chosen values as the props of the kit's ChoiceGroup:
 * `<ChoiceGroup label="…" options={…} {...useChoices(form, 'serviceType')} />`.
 */
export function useChoices<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return { field: name as string, values: (field.value as string[] | undefined) ?? [], onChange: field.onChange as (values: string[]) => void, error: fieldState.error?.message };
}
