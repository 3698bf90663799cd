import '../catalogue';
import { errorText } from '@fachwerk/web/data-access/forms';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Name of a field path inside messages: `contactPerson.1.name` → "name (2)"; from `profile.fields.*`. */
export function useFieldName(): (path: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      const parts = path.split('.');
      const leaf = parts.filter((p) => !/^\d+$/.test(p)).pop() ?? path;
      const index = parts.findLast((p) => /^\d+$/.test(p));
      const name = t(`profile.fields.${leaf}`);
      return index === undefined ? name : `${name} (${Number(index) + 1})`;
    },
    [t],
  );
}

/** Label of a field as shown above its control: the field's name (without a row number) with a capital first letter. */
export function useFieldLabel(): (path: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      const leaf = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
      const text = t(`profile.fields.${leaf}`);
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    [t],
  );
}

/** Props of a kit field bound to a form field: the registration, the visible label and the field's error. */
export function useBind<T extends FieldValues>(form: UseFormReturn<T>) {
  const label = useFieldLabel();
  const { errors } = form.formState;
  return (path: FieldPath<T>, shown = label(path)) => ({ ...form.register(path), label: shown, error: errorText(errors, path) });
}

/** The profile screens' texts of the kit's FileLink (spread them: `<FileLink path={p} {...fileTexts} />`). */
export function useFileLinkTexts() {
  const { t } = useTranslation();
  return { openLabel: (name: string) => t('profile.documents.open', { name }), failedText: t('profile.documents.openFailed') };
}
