import { useAppStore } from '@fachwerk/web/data-access';
import { Dialog, FileUploadPreview } from '@fachwerk/web/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminContentCreateMutation, useAdminContentUpdateMutation } from './admin-content.api';
import type { FieldSpec, FormValues, ManagedEntry, ResourceSpec } from './resource';
import { RichTextEditor } from './RichTextEditor';
import { slugify } from './slug';
import { fileUrl, uploadPublicImage } from './upload';
import { toPayload, validateForm } from './validation';
import { notifySuccess, serverFieldErrors } from './feedback';

export interface EntryFormDialogProps<E extends ManagedEntry> {
  spec: ResourceSpec<E>;
  /** the entry to edit, or null to create one */
  entry: E | null;
  /** sort order proposed for a new entry (end of the list) */
  nextSortOrder: number;
  onClose: () => void;
}

/** Create or edit one entry: both languages, client-side checks per §5, server errors on their fields. */
export function EntryFormDialog<E extends ManagedEntry>({
  spec,
  entry,
  nextSortOrder,
  onClose,
}: EntryFormDialogProps<E>) {
  const { t } = useTranslation();
  const store = useAppStore();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() =>
    entry ? spec.toForm(entry) : { ...spec.emptyForm(), sortOrder: String(nextSortOrder) },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(entry));
  const [create, createState] = useAdminContentCreateMutation();
  const [update, updateState] = useAdminContentUpdateMutation();
  const [uploads, setUploads] = useState(0);
  const saving = createState.isLoading || updateState.isLoading;
  const busy = saving || uploads > 0;
  const noun = t(spec.nounKey);

  const set = (field: FieldSpec, value: FormValues[string]) => {
    setValues((current) => {
      const next = { ...current, [field.name]: value };
      for (const slug of spec.fields.filter((f) => f.kind === 'slug' && f.slugSource === field.name)) {
        if (!slugEdited) next[slug.name] = slugify(String(value ?? ''), slug.max);
      }
      return next;
    });
    if (field.kind === 'slug') setSlugEdited(true);
    setErrors(({ [field.name]: _dropped, ...rest }) => rest);
  };

  const focusFirstInvalid = () =>
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateForm(spec.fields, values);
    if (Object.keys(problems).length > 0) {
      const labelled: Record<string, string> = {};
      for (const field of spec.fields) {
        const problem = problems[field.name];
        if (problem) labelled[field.name] = t(problem.key, { field: t(field.labelKey), ...problem.params });
      }
      setErrors(labelled);
      focusFirstInvalid();
      return;
    }
    const body = toPayload(spec.fields, values);
    const result = entry
      ? await update({ tag: spec.tag, path: spec.itemPath(entry._id), body })
      : await create({ tag: spec.tag, path: spec.createPath, body });
    if ('data' in result && result.data) {
      notifySuccess(
        result.data.message || t(entry ? 'adminContent.toast.updated' : 'adminContent.toast.created'),
      );
      onClose();
      return;
    }
    const { fields, rest } = serverFieldErrors(
      result.error,
      spec.fields.map((f) => f.name),
    );
    setErrors(fields);
    setFormError(rest);
    focusFirstInvalid();
  };

  const uploadFailed = t('apiErrors.network');

  const input = (field: FieldSpec, id: string, errorId: string) => {
    const invalid = Boolean(errors[field.name]);
    const common = {
      id,
      name: field.name,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId : undefined,
    };
    const value = values[field.name];
    switch (field.kind) {
      case 'checkbox':
        return (
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => set(field, e.target.checked)}
          />
        );
      case 'textarea':
        return (
          <textarea
            {...common}
            rows={3}
            value={String(value ?? '')}
            onChange={(e) => set(field, e.target.value)}
          />
        );
      case 'html':
        return (
          <RichTextEditor
            id={id}
            labelledBy={`${id}-label`}
            value={String(value ?? '')}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            onChange={(html) => set(field, html)}
          />
        );
      case 'select':
        return (
          <select {...common} value={String(value ?? '')} onChange={(e) => set(field, e.target.value)}>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey)}
              </option>
            ))}
          </select>
        );
      case 'number':
        return (
          <input
            {...common}
            type="text"
            inputMode="numeric"
            value={String(value ?? '')}
            onChange={(e) => set(field, e.target.value)}
          />
        );
      default:
        return (
          <input
            {...common}
            type="text"
            value={String(value ?? '')}
            onChange={(e) => set(field, e.target.value)}
          />
        );
    }
  };

  return (
    <Dialog
      title={t(entry ? 'adminContent.form.editTitle' : 'adminContent.form.createTitle', { noun })}
      onClose={onClose}
      busy={saving}
      testId="content-entry-dialog"
      footer={
        <>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={onClose}
            disabled={saving}
          >
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="fw-button" disabled={busy} aria-busy={busy}>
            {uploads > 0 ? t('upload.uploading') : saving ? t('common.loading') : t('common.save')}
          </button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={(e) => void onSubmit(e)}>
        {formError && (
          <p role="alert" className="fw-field__error">
            {formError}
          </p>
        )}
        {spec.fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const errorId = `${id}-error`;
          const error = errors[field.name];
          if (field.kind === 'image') {
            const path = typeof values[field.name] === 'string' ? (values[field.name] as string) : null;
            return (
              <div key={field.name} className="fw-field" data-field={field.name}>
                <FileUploadPreview
                  label={`${t(field.labelKey)}${field.required ? ' *' : ''}`}
                  slot="images"
                  path={path}
                  onChange={(stored) => set(field, stored)}
                  upload={(file, onProgress) => {
                    setUploads((n) => n + 1);
                    return uploadPublicImage(store, file, onProgress, uploadFailed).finally(() =>
                      setUploads((n) => n - 1),
                    );
                  }}
                />
                {path && (
                  <img
                    src={fileUrl(path)}
                    alt=""
                    style={{ maxWidth: '8rem', maxHeight: '5rem', marginTop: 4 }}
                  />
                )}
                {error && (
                  <span id={errorId} role="alert" className="fw-field__error">
                    {error}
                  </span>
                )}
              </div>
            );
          }
          return (
            <div
              key={field.name}
              className="fw-field"
              data-field={field.name}
              style={
                field.kind === 'checkbox'
                  ? { flexDirection: 'row-reverse', justifyContent: 'flex-end' }
                  : undefined
              }
            >
              <label id={`${id}-label`} htmlFor={id}>
                {t(field.labelKey)}
                {field.required ? ' *' : ''}
              </label>
              {input(field, id, errorId)}
              {error && (
                <span id={errorId} role="alert" className="fw-field__error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
}
