import type { FieldSpec, FormValues } from './resource';
import { SLUG_PATTERN } from './slug';

/** A validation problem as an i18n key plus parameters; `field` is filled with the label on display. */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Text of an HTML field without tags, so `<p><br></p>` counts as empty. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Checks one field against its spec (§5 rules required, max, min, numeric; slug and URL format). */
export function validateField(field: FieldSpec, value: FieldValueLike): FieldProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const empty = field.kind === 'html' ? htmlText(text) === '' : isBlank(value);
  if (field.kind === 'checkbox') return null;
  if (empty) return field.required ? { key: 'validation.required' } : null;
  if (field.kind === 'number') {
    if (!/^-?\d+$/.test(text)) return { key: 'validation.numeric' };
    const n = Number(text);
    if (field.min !== undefined && n < field.min)
      return { key: 'validation.min.numeric', params: { min: field.min } };
    if (field.max !== undefined && n > field.max)
      return { key: 'validation.max.numeric', params: { max: field.max } };
    return null;
  }
  if (field.max !== undefined && text.length > field.max)
    return { key: 'validation.max.string', params: { max: field.max } };
  if (field.kind === 'slug' && !SLUG_PATTERN.test(text)) return { key: 'adminContent.validation.slug' };
  if (field.url && !isHttpUrl(text)) return { key: 'adminContent.validation.url' };
  return null;
}

type FieldValueLike = FormValues[string] | undefined;

/** All problems of a form, by field name; empty when the form may be sent. */
export function validateForm(fields: readonly FieldSpec[], values: FormValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = validateField(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The request body of a form: trimmed texts, numbers as numbers, empty nullable fields as null. */
export function toPayload(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'checkbox') body[field.name] = value === true;
    else if (field.kind === 'number')
      body[field.name] = isBlank(value) ? undefined : Number(String(value).trim());
    else if (isBlank(value)) body[field.name] = field.nullable ? null : '';
    else body[field.name] = field.kind === 'html' ? String(value) : String(value).trim();
  }
  return body;
}
