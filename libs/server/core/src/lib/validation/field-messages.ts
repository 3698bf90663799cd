import { translate } from '@fachwerk/shared/i18n/server';
import type { FieldIssue } from '../errors/domain-error';

/** The label of a field in the language: `fields.<name>` from the catalogue, else the field path itself. */
export function fieldLabel(field: string, language: string): string {
  const leaf = field.split('.').pop() ?? field;
  const key = `fields.${leaf}`;
  const label = translate(language, key);
  return label === key ? field : label;
}

/** Field → localised messages, e.g. `{ email: ['Das Feld E-Mail-Adresse ist erforderlich.'] }`. */
export function localiseIssues(issues: FieldIssue[], language: string): Record<string, string[]> {
  // A Map, then own properties: a field named `__proto__` must not reach the object's prototype.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const params: Record<string, string | number> = { ...issue.params, field: fieldLabel(issue.field, language) };
    if (typeof issue.params['other'] === 'string') params['other'] = fieldLabel(issue.params['other'], language);
    const messages = errors.get(issue.field) ?? [];
    messages.push(translate(language, issue.messageKey, params));
    errors.set(issue.field, messages);
  }
  return Object.fromEntries(errors);
}
