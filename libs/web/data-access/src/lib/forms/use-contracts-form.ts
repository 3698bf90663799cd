import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACTS_FORM_MODE, contractsResolver, type ContractsSchema } from './contracts-resolver';

/**
 * The one form hook: react-hook-form with the contracts rules as resolver, §5 texts in the user's
 * language naming the field (`label`), errors checked on leaving a field and then on every change.
 * `const form = useContractsForm({ email: [rules.required, rules.email] }, { label: (f) => t(`x.fields.${f}`) })`
 */
export function useContractsForm<T extends FieldValues>(
  schema: ContractsSchema,
  { label, pathLabel, ...options }: Omit<UseFormProps<T>, 'resolver'> & { label?: (field: string) => string; pathLabel?: (path: string) => string } = {},
): UseFormReturn<T> {
  const { t } = useTranslation();
  const resolver = useMemo(
    () => contractsResolver<T>(schema, { t: t as (key: string, params?: Record<string, unknown>) => string, label, pathLabel }),
    [schema, t, label, pathLabel],
  );
  return useForm<T>({ ...CONTRACTS_FORM_MODE, ...options, resolver });
}
