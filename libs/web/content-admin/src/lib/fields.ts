import type { FieldSpec, FormValues, ManagedEntry } from './resource';

/** Lengths the API accepts (content DTOs). */
export const NAME_MAX = 120;
export const TEXT_MAX = 500;
export const HTML_MAX = 100_000;
export const SORT_ORDER_MAX = 100_000;

/** A required text in both languages: `${name}De` and `${name}En`. */
export const bilingual = (
  name: string,
  kind: FieldSpec['kind'],
  max: number,
  required = true,
): FieldSpec[] => [
  { name: `${name}De`, labelKey: `adminContent.fields.${name}De`, kind, max, required },
  { name: `${name}En`, labelKey: `adminContent.fields.${name}En`, kind, max, required },
];

/** Active flag and sort order, part of every form. */
export const MANAGED_FIELDS: FieldSpec[] = [
  {
    name: 'sortOrder',
    labelKey: 'adminContent.fields.sortOrder',
    kind: 'number',
    required: true,
    min: 0,
    max: SORT_ORDER_MAX,
  },
  { name: 'isActive', labelKey: 'adminContent.fields.isActive', kind: 'checkbox' },
];

export const managedForm = (entry: ManagedEntry): FormValues => ({
  sortOrder: String(entry.sortOrder),
  isActive: entry.isActive,
});
export const EMPTY_MANAGED: FormValues = { sortOrder: '', isActive: true };

/** Form values of the listed text fields of an entry ('' when missing). */
export const texts = (entry: object, names: string[]): FormValues =>
  Object.fromEntries(names.map((name) => [name, String((entry as Record<string, unknown>)[name] ?? '')]));

/** List, create and item paths of a resource served at one path (`/faqs`, `/faqs/:id`). */
export const restPaths = (path: string) => ({
  listPath: path,
  createPath: path,
  itemPath: (id: string) => `${path}/${id}`,
});
