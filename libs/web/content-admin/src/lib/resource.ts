import type { ReactNode } from 'react';

/** Value of one form field: texts and HTML as strings, flags as booleans, images as a path or null. */
export type FieldValue = string | boolean | null;
export type FormValues = Record<string, FieldValue>;

export type FieldKind = 'text' | 'textarea' | 'html' | 'checkbox' | 'number' | 'select' | 'image' | 'slug';

/** One input of an entry form. `name` is the API input field, so server errors map onto it. */
export interface FieldSpec {
  name: string;
  /** i18n key of the label (the field name in validation messages) */
  labelKey: string;
  kind: FieldKind;
  required?: boolean;
  /** text: maximum length; number: maximum value */
  max?: number;
  /** number: minimum value */
  min?: number;
  /** text that must be an http(s) URL */
  url?: boolean;
  /** select options: value → i18n key */
  options?: { value: string; labelKey: string }[];
  /** slug: the field whose text the slug is generated from until it is edited by hand */
  slugSource?: string;
  /** an empty value is sent as null (clears the field) instead of being left out */
  nullable?: boolean;
}

/** A list entry as every admin list returns it. */
export interface ManagedEntry {
  _id: string;
  isActive: boolean;
  sortOrder: number;
}

/** Everything the generic list screen needs to manage one kind of content. */
export interface ResourceSpec<E extends ManagedEntry> {
  /** cache tag id; one per list */
  tag: string;
  /** i18n key of the page heading */
  titleKey: string;
  /** i18n key of the singular noun ("Leistung"), used in buttons and dialog titles */
  nounKey: string;
  listPath: string;
  createPath: string;
  itemPath: (id: string) => string;
  fields: FieldSpec[];
  /** the entry's name in the UI language */
  label: (entry: E) => string;
  /** extra list cells (thumbnail, flags, tool link) after the name */
  details?: (entry: E) => ReactNode;
  /** i18n key explaining why the entry cannot be deleted, or null when it can */
  deleteBlockedKey?: (entry: E) => string | null;
  /** form values of an entry (edit) */
  toForm: (entry: E) => FormValues;
  /** form values of a new entry */
  emptyForm: () => FormValues;
}
