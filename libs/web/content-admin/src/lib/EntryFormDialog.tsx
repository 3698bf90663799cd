import { useAppStore, useAdminContentCreateMutation, useAdminContentUpdateMutation, type AdminWriteResult } from '@fachwerk/web/data-access';
import {
  errorText,
  serverErrorMessages,
  setServerErrors,
  useContractsForm,
} from '@fachwerk/web/data-access/forms';
import { FieldError, FileUploadPreview, MutationDialog, useMutationAction } from '@fachwerk/web/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { entrySchema, toPayload } from './entry-form';
import type { FieldSpec, FormValues, ManagedEntry, ResourceSpec } from './resource';
import { RichTextEditor } from './RichTextEditor';
import { slugify } from './slug';
import { fileUrl, uploadPublicImage } from './upload';

export interface EntryFormDialogProps<E extends ManagedEntry> {
  spec: ResourceSpec<E>;
  /** the entry to edit, or null to create one */
  entry: E | null;
  /** sort order proposed for a new entry (end of the list) */
  nextSortOrder: number;
  onClose: () => void;
}

/**
 * Create or edit one entry: both languages, the contracts rules of the content DTOs checked per field
 * (`useContractsForm`: an error shows once a field is left or the form is sent and goes as soon as the
 * value is valid), the request run by `useMutationAction` (success toast, close), server errors at
 * their fields.
 */
export function EntryFormDialog<E extends ManagedEntry>({
  spec,
  entry,
  nextSortOrder,
  onClose,
}: EntryFormDialogProps<E>) {
  const { t } = useTranslation();
  const store = useAppStore();
  const formId = useId();
  const schema = useMemo(() => entrySchema(spec.fields), [spec.fields]);
  const label = useCallback(
    (name: string) => {
      const field = spec.fields.find((f) => f.name === name);
      return field ? t(field.labelKey) : name;
    },
    [spec.fields, t],
  );
  const form = useContractsForm<FormValues>(schema, {
    label,
    defaultValues: entry ? spec.toForm(entry) : { ...spec.emptyForm(), sortOrder: String(nextSortOrder) },
  });
  const { register, control, formState } = form;
  const names = useMemo(() => spec.fields.map((f) => f.name), [spec.fields]);
  const slugEdited = useRef(Boolean(entry));
  const [uploads, setUploads] = useState(0);
  const [create] = useAdminContentCreateMutation();
  const [update] = useAdminContentUpdateMutation();
  const mutate = useCallback(
    (body: Record<string, unknown>) =>
      entry
        ? update({ tag: spec.tag, path: spec.itemPath(entry._id), body })
        : create({ tag: spec.tag, path: spec.createPath, body }),
    [entry, spec, create, update],
  );
  const save = useMutationAction(mutate, {
    success: (result: AdminWriteResult) =>
      result.message || t(entry ? 'adminContent.toast.updated' : 'adminContent.toast.created'),
    onSuccess: onClose,
    // a refused request: its messages go to their fields (the first is focused) and go as soon as the value is valid
    onError: (failure) =>
      setServerErrors(form.setError, failure, (path) => (names.includes(path) ? path : null)),
  });
  const noun = t(spec.nounKey);

  // A slug follows its source field (the German title) until it is edited by hand.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (slugEdited.current || !name) return;
      for (const slug of spec.fields.filter((f) => f.kind === 'slug' && f.slugSource === name)) {
        form.setValue(slug.name, slugify(String(values[name] ?? ''), slug.max), {
          shouldValidate: form.getFieldState(slug.name).invalid,
        });
      }
    });
    return () => subscription.unsubscribe();
  }, [form, spec.fields]);

  const submit = form.handleSubmit((values) => save.run(toPayload(spec.fields, values)));

  // The API's messages for the form's fields stand at the fields; the rest (or its general message) above the buttons.
  const serverMessages = save.error ? serverErrorMessages(save.error) : {};
  const unplaced = Object.entries(serverMessages)
    .filter(([path]) => !names.includes(path))
    .map(([, message]) => message);
  const placed = Object.keys(serverMessages).some((path) => names.includes(path));

  const input = (field: FieldSpec, id: string, errorId: string, error: string | undefined) => {
    const aria = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    } as const;
    switch (field.kind) {
      case 'checkbox':
        return <input {...aria} type="checkbox" {...register(field.name)} />;
      case 'textarea':
        return <textarea {...aria} rows={3} {...register(field.name)} />;
      case 'html':
        return (
          <Controller
            control={control}
            name={field.name}
            render={({ field: control }) => (
              <RichTextEditor
                id={id}
                labelledBy={`${id}-label`}
                value={String(control.value ?? '')}
                invalid={Boolean(error)}
                describedBy={error ? errorId : undefined}
                onChange={control.onChange}
                onBlur={control.onBlur}
                editorRef={control.ref}
              />
            )}
          />
        );
      case 'select':
        return (
          <select {...aria} {...register(field.name)}>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey)}
              </option>
            ))}
          </select>
        );
      case 'number':
        return <input {...aria} type="text" inputMode="numeric" {...register(field.name)} />;
      case 'slug':
        return (
          <input
            {...aria}
            type="text"
            {...register(field.name, { onChange: () => (slugEdited.current = true) })}
          />
        );
      default:
        return <input {...aria} type="text" {...register(field.name)} />;
    }
  };

  return (
    <MutationDialog
      title={t(entry ? 'adminContent.form.editTitle' : 'adminContent.form.createTitle', { noun })}
      action={{ busy: save.busy, error: placed && unplaced.length === 0 ? null : save.error }}
      error={unplaced.length > 0 ? unplaced.join(' ') : null}
      onConfirm={() => void submit()}
      onClose={onClose}
      confirmLabel={uploads > 0 ? t('upload.uploading') : save.busy ? t('common.loading') : t('common.save')}
      disabled={uploads > 0}
      testId="content-entry-dialog"
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {spec.fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const errorId = `${id}-error`;
          const error = errorText(formState.errors, field.name);
          const message = <FieldError id={errorId}>{error}</FieldError>;
          if (field.kind === 'image') {
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: control }) => {
                  const path = typeof control.value === 'string' && control.value ? control.value : null;
                  return (
                    <div className="fw-field" data-field={field.name}>
                      <FileUploadPreview
                        label={`${t(field.labelKey)}${field.required ? ' *' : ''}`}
                        slot="images"
                        path={path}
                        onChange={control.onChange}
                        upload={(file, onProgress) => {
                          setUploads((n) => n + 1);
                          return uploadPublicImage(store, file, onProgress, t('apiErrors.network')).finally(
                            () => setUploads((n) => n - 1),
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
                      {message}
                    </div>
                  );
                }}
              />
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
              {input(field, id, errorId, error)}
              {message}
            </div>
          );
        })}
      </form>
    </MutationDialog>
  );
}
