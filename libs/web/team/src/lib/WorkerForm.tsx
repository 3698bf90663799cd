import { WORKER_JOB_TYPES, WORKER_PROFICIENCIES } from '@fachwerk/shared/contracts';
import { useCommonContent, type ApiError } from '@fachwerk/web/data-access';
import { errorText, serverErrorMessages, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import {
  AddressAutocomplete,
  ChoiceGroup,
  DatePicker,
  FileUploadPreview,
  ListEditor,
  NumberField,
  Select,
  Textarea,
  TextField,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions, useUploader } from './team-support';
import { WORKER_DOCUMENTS, workerFormRules, type WorkerFormValues } from './worker-form';

export interface WorkerFormProps {
  /** the draft the form starts from (read once: remount the form with a new `key` to start over) */
  values: WorkerFormValues;
  /** every change, to keep the ADDWORKER/EDITWORKER draft */
  onChange: (values: WorkerFormValues) => void;
  /** sends a valid form */
  onSubmit: (values: WorkerFormValues) => void;
  busy: boolean;
  /** the API's refusal of the last send (`useMutationAction().error`): shown at its fields, else above the buttons */
  error: ApiError | null;
  actions?: ReactNode;
}

type Path = FieldPath<WorkerFormValues>;

/**
 * Names of field paths from `team.fields.*`: `reference.1.name` → "Name (2)" in messages; labels
 * above controls start with a capital letter (the English names are lower case).
 */
function useFieldNames() {
  const { t } = useTranslation();
  const name = useCallback(
    (path: string) => {
      const parts = path.split('.');
      const leaf = parts.filter((p) => !/^\d+$/.test(p)).pop() ?? path;
      const index = parts.findLast((p) => /^\d+$/.test(p));
      const text = t(`team.fields.${leaf}`);
      return index === undefined ? text : `${text} (${Number(index) + 1})`;
    },
    [t],
  );
  const label = useCallback((path: string) => {
    const text = name(path);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }, [name]);
  return { name, label };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="fw-card fw-form__section" aria-labelledby={`worker-${id}`}>
      <h2 id={`worker-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Every field of the worker draft (§3), in sections, on the form kit: react-hook-form with the
 * contracts rules; an error shows once a field is left or the form is sent and goes as soon as the
 * value is valid.
 */
export function WorkerForm({ values, onChange, onSubmit, busy, error: refusal, actions }: WorkerFormProps) {
  const { t } = useTranslation();
  const { serviceList, languageList, shiftList } = useCommonContent();
  const { name, label } = useFieldNames();
  const upload = useUploader();
  const places = usePlaceSuggestions();
  const [areaQuery, setAreaQuery] = useState<Record<number, string>>({});
  const form = useContractsForm<WorkerFormValues>((v) => workerFormRules(v as WorkerFormValues), {
    pathLabel: name,
    defaultValues: values,
  });
  const { register, control, formState } = form;
  const error = (path: Path) => errorText(formState.errors, path);
  const experience = useFieldArray({ control, name: 'previousWorkExperience' });
  const references = useFieldArray({ control, name: 'reference' });
  const areas = useFieldArray({ control, name: 'serviceAreaLocationPrefernces' });

  // the draft follows every change (it survives leaving the page); a copy, because the store
  // freezes what it keeps and react-hook-form goes on changing its own values
  useEffect(() => {
    const subscription = form.watch((current) => onChange(JSON.parse(JSON.stringify(current)) as WorkerFormValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const text = (path: Path, extra: { required?: boolean; type?: 'email' | 'tel' } = {}) => (
    // inside a list row the row's group names the row: the label is the field's own name
    <TextField label={label(path.split('.').pop() ?? path)} error={error(path)} {...extra} {...register(path)} />
  );
  const date = (key: 'dob' | 'startDate' | 'endDate') => (
    <Controller
      control={control}
      name={key}
      // a new start date checks the end date again
      rules={key === 'startDate' ? { deps: ['endDate'] } : undefined}
      render={({ field, fieldState }) => <DatePicker {...field} field={key} label={label(key)} error={fieldState.error?.message} />}
    />
  );
  const choices = (key: 'languageSpoken' | 'serviceType', list: { _id: string; name: string }[]) => (
    <Controller
      control={control}
      name={key}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          field={key}
          label={label(key)}
          values={field.value}
          onChange={field.onChange}
          options={list.map((item) => ({ value: item._id, label: item.name }))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const flag = (key: 'isAddFavorite' | 'termAndCondition', text: string) => (
    <Controller
      control={control}
      name={key}
      render={({ field, fieldState }) => (
        <div className="fw-field fw-field--checkbox" data-field={key}>
          <label>
            <input
              type="checkbox"
              ref={field.ref}
              checked={field.value === 1}
              onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
              onBlur={field.onBlur}
            />{' '}
            {text}
          </label>
          {fieldState.error && (
            <span className="fw-field__error" role="alert">
              {fieldState.error.message}
            </span>
          )}
        </div>
      )}
    />
  );

  const submit = form.handleSubmit((valid) => onSubmit(valid));
  // the API's field errors go to their fields; any other refusal is said above the buttons
  useEffect(() => {
    if (refusal) setServerErrors(form.setError, refusal);
  }, [refusal, form.setError]);
  const refusedElsewhere = refusal !== null && Object.keys(serverErrorMessages(refusal)).length === 0;

  return (
    <form className="fw-form fw-worker-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <p className="fw-muted">{t('team.form.draftKept')}</p>
      <Section id="personal" title={t('team.form.sections.personal')}>
        {text('fullName', { required: true })}
        {text('email', { type: 'email' })}
        {text('dialCode', { type: 'tel' })}
        {text('phoneNumber', { type: 'tel' })}
        {date('dob')}
        {text('nationality')}
        {choices('languageSpoken', languageList)}
      </Section>

      <Section id="work" title={t('team.form.sections.work')}>
        {choices('serviceType', serviceList)}
        <Select
          label={label('jobType')}
          error={error('jobType')}
          options={WORKER_JOB_TYPES.map((value) => ({ value, label: t(`team.jobType.${value}`) }))}
          {...register('jobType')}
        />
        <Select
          label={label('proficiency')}
          error={error('proficiency')}
          options={WORKER_PROFICIENCIES.map((value) => ({ value, label: t(`team.proficiency.${value}`) }))}
          {...register('proficiency')}
        />
        <Controller
          control={control}
          name="workingHrs"
          render={({ field, fieldState }) => (
            // text that is no German number is refused by the numeric rule instead of being dropped
            <NumberField {...field} reportUnreadable maxDecimals={2} label={label('workingHrs')} error={fieldState.error?.message} />
          )}
        />
        <Select
          label={label('shift')}
          placeholder={t('team.form.choose')}
          error={error('shift')}
          options={shiftList.map((item) => ({ value: item._id, label: item.name }))}
          {...register('shift')}
        />
        {text('company')}
        {text('position')}
        {text('license')}
        {date('startDate')}
        {date('endDate')}
      </Section>

      <Section id="experience" title={t('team.form.sections.experience')}>
        <ListEditor
          field="previousWorkExperience"
          legend={label('previousWorkExperience')}
          rowKeys={experience.fields.map((row) => row.id)}
          onAdd={() => experience.append({ workTitle: '', workRole: '' })}
          onRemove={(index) => experience.remove(index)}
          error={error('previousWorkExperience')}
          renderRow={(i) => (
            <>
              {text(`previousWorkExperience.${i}.workTitle`, { required: true })}
              {text(`previousWorkExperience.${i}.workRole`, { required: true })}
            </>
          )}
        />
        <ListEditor
          field="reference"
          legend={label('reference')}
          rowKeys={references.fields.map((row) => row.id)}
          onAdd={() => references.append({ name: '', number: '' })}
          onRemove={(index) => references.remove(index)}
          error={error('reference')}
          renderRow={(i) => (
            <>
              {text(`reference.${i}.name`, { required: true })}
              {text(`reference.${i}.number`, { required: true, type: 'tel' })}
            </>
          )}
        />
      </Section>

      <Section id="areas" title={t('team.form.sections.areas')}>
        <ListEditor
          field="serviceAreaLocationPrefernces"
          legend={label('serviceAreaLocationPrefernces')}
          rowKeys={areas.fields.map((row) => row.id)}
          onAdd={() => areas.append({ serviceArea: '', locationPreference: '', city: '', state: '', country: '' })}
          onRemove={(index) => areas.remove(index)}
          error={error('serviceAreaLocationPrefernces')}
          renderRow={(i) => (
            <>
              <AddressAutocomplete
                label={t('team.form.addressSearch')}
                value={areaQuery[i] ?? ''}
                onChange={(value) => setAreaQuery({ ...areaQuery, [i]: value })}
                onSelect={(s) => {
                  const row = `serviceAreaLocationPrefernces.${i}` as const;
                  const set = { shouldDirty: true, shouldValidate: formState.isSubmitted };
                  form.setValue(`${row}.serviceArea`, form.getValues(`${row}.serviceArea`) || s.city || s.label, set);
                  form.setValue(`${row}.city`, s.city ?? '', set);
                  form.setValue(`${row}.state`, s.state ?? '', set);
                  form.setValue(`${row}.country`, s.country ?? '', set);
                  form.setValue(`${row}.lat`, s.lat, set);
                  form.setValue(`${row}.long`, s.long, set);
                }}
                fetchSuggestions={places}
              />
              {text(`serviceAreaLocationPrefernces.${i}.serviceArea`, { required: true })}
              {text(`serviceAreaLocationPrefernces.${i}.locationPreference`)}
              {text(`serviceAreaLocationPrefernces.${i}.city`)}
              {text(`serviceAreaLocationPrefernces.${i}.state`)}
              {text(`serviceAreaLocationPrefernces.${i}.country`)}
            </>
          )}
        />
      </Section>

      <Section id="insurance" title={t('team.form.sections.insurance')}>
        {text('insuranceName')}
        {text('liabilityInsuranceName')}
        {text('workerCompensation')}
        {text('passportIdNumber')}
      </Section>

      <Section id="education" title={t('team.form.sections.education')}>
        {text('highestQualification')}
        {text('institution')}
        {text('deggre')}
        {text('fieldOfStudy')}
      </Section>

      <Section id="documents" title={t('team.form.sections.documents')}>
        <p className="fw-muted">{t('team.form.documentsHint')}</p>
        {WORKER_DOCUMENTS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field, fieldState }) => (
              <div data-field={key}>
                <FileUploadPreview
                  label={label(key)}
                  slot="general"
                  path={field.value || null}
                  onChange={(path) => field.onChange(path ?? '')}
                  upload={upload('general')}
                />
                {fieldState.error && (
                  <span className="fw-field__error" role="alert">
                    {fieldState.error.message}
                  </span>
                )}
              </div>
            )}
          />
        ))}
      </Section>

      <Section id="other" title={t('team.form.sections.other')}>
        <Textarea label={label('comments')} rows={3} error={error('comments')} {...register('comments')} />
        {flag('isAddFavorite', t('team.form.favorite'))}
        {flag('termAndCondition', t('team.form.terms'))}
      </Section>

      {refusal && refusedElsewhere && (
        <p role="alert" className="fw-form-error" data-code={refusal.code}>
          {refusal.message}
        </p>
      )}
      <div className="fw-form__actions">
        <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
          {busy ? t('team.form.saving') : t('team.form.save')}
        </button>
        {actions}
      </div>
    </form>
  );
}
