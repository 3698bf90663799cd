import { translate } from '@fachwerk/shared/i18n';
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
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const params: Record<string, string | number> = { ...issue.params, field: fieldLabel(issue.field, language) };
    if (typeof issue.params['other'] === 'string') params['other'] = fieldLabel(issue.params['other'], language);
    (errors[issue.field] ??= []).push(translate(language, issue.messageKey, params));
  }
  return errors;
}
