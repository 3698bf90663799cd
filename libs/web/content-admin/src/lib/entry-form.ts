import { isBlank, rules, toNumber, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import type { FieldSpec, FormValues } from './resource';

/** The contracts rules of one entry field, as the content DTOs apply them on the server. */
export function fieldRules(field: FieldSpec): Rule[] {
  const list: Rule[] = [];
  if (field.kind === 'checkbox' || field.kind === 'select') return list;
  if (field.required) list.push(field.kind === 'html' ? rules.requiredHtml : rules.required);
  if (field.kind === 'number') {
    list.push(rules.integer);
    if (field.min !== undefined) list.push(rules.minValue(field.min));
    if (field.max !== undefined) list.push(rules.maxValue(field.max));
    return list;
  }
  if (field.max !== undefined) list.push(rules.maxLength(field.max));
  if (field.kind === 'slug') list.push(rules.slug);
  if (field.url) list.push(rules.httpUrl);
  return list;
}

/** The rule schema of an entry form: field name → its rules. */
export const entrySchema = (fields: readonly FieldSpec[]): RuleSchema =>
  Object.fromEntries(
    fields.map((field) => [field.name, fieldRules(field)]).filter(([, list]) => list.length > 0),
  );

/** The request body of a form: trimmed texts, numbers as numbers, empty nullable fields as null. */
export function toPayload(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') body[field.name] = value === true;
    else if (field.kind === 'number') body[field.name] = isBlank(value) ? undefined : toNumber(value);
    else if (isBlank(value)) body[field.name] = field.nullable ? null : '';
    else body[field.name] = field.kind === 'html' ? String(value) : String(value).trim();
  }
  return body;
}
