import { checkValue, type RuleFailure, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type TranslateFn = (key: string, params?: Record<string, unknown>) => string;

export interface ContractsResolverOptions {
  /** i18next's `t` (from `useTranslation()`). */
  t: TranslateFn;
  /** The visible label of a field (for "{{field}}" in the message); the field name when absent. */
  label?: (field: string) => string;
  /**
   * The label of a field by its whole path (`contactPerson.0.email` → "E-Mail-Adresse (Ansprechpartner 1)");
   * takes precedence over `label`, which sees only the last part of the path.
   */
  pathLabel?: (path: string) => string;
}

/** A schema, or a schema computed from the values (list rows: one set of rules per row). */
export type ContractsSchema = RuleSchema<Record<string, unknown>> | ((values: FieldValues) => RuleSchema<Record<string, unknown>>);

/** The §5 text of a failed rule, naming the field (and the other field of `same` / `not_above`). */
export function ruleMessage(failure: RuleFailure, field: string, { t, label = (name) => name }: ContractsResolverOptions): string {
  const params: Record<string, unknown> = { ...failure.params, field: label(field) };
  if (typeof failure.params['other'] === 'string') params['other'] = label(failure.params['other']);
  return t(failure.messageKey, params);
}

const valueAt = (values: FieldValues, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);

/**
 * react-hook-form resolver over the contracts rules — the same predicates the API's DTOs run:
 * `useForm({ resolver: contractsResolver({ email: [rules.required, rules.email] }, { t, label }) })`.
 * Field names may be dotted paths (`contactPerson.0.email`); `same` / `notAbove` read their sibling
 * fields from the same level. Prefer `useContractsForm`, which also sets when errors appear and go.
 */
export function contractsResolver<T extends FieldValues>(schema: ContractsSchema, options: ContractsResolverOptions): Resolver<T> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    const fields = typeof schema === 'function' ? schema(values) : schema;
    for (const [path, fieldRules] of Object.entries(fields)) {
      const parentPath = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
      const siblings = (parentPath ? valueAt(values, parentPath) : values) as Record<string, unknown> | undefined;
      const failure = checkValue(valueAt(values, path), fieldRules ?? [], siblings ?? {});
      if (!failure) continue;
      // nested error object, as react-hook-form reads `errors.contactPerson[0].email`
      const keys = path.split('.');
      let node = errors;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const { pathLabel } = options;
      const message = pathLabel
        ? ruleMessage(failure, path, { ...options, label: (name) => pathLabel(name === path ? path : parentPath ? `${parentPath}.${name}` : name) })
        : ruleMessage(failure, path.split('.').pop() ?? path, options);
      node[keys[keys.length - 1] as string] = { type: failure.rule, message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * When errors show and go: a field is checked once it was left (`onTouched`), then on every change,
 * so its error disappears as soon as the value is valid — not at the next submit.
 */
export const CONTRACTS_FORM_MODE = { mode: 'onTouched', reValidateMode: 'onChange' } as const;
