import { WORKER_JOB_TYPES, WORKER_PROFICIENCIES } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import { AddressAutocomplete, DatePicker, FileUploadPreview } from '@fachwerk/web/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, ListEditor, SelectField, TextField, useFieldLabel, useShownErrors } from './fields';
import { usePlaceSuggestions, useUploader } from './team-support';
import {
  validateWorker,
  WORKER_DOCUMENTS,
  type AreaRow,
  type FieldErrors,
  type WorkerFormValues,
} from './worker-form';

export interface WorkerFormProps {
  values: WorkerFormValues;
  onChange: (patch: Partial<WorkerFormValues>) => void;
  onSubmit: (values: WorkerFormValues) => void;
  busy: boolean;
  /** validation errors the server answered with (field → messages) */
  serverErrors?: Record<string, string[]>;
  actions?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="fw-card fw-form__section" aria-labelledby={`worker-${id}`}>
      <h2 id={`worker-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** Every field of the worker draft (§3), in sections, with the §5 rules checked before sending. */
export function WorkerForm({ values, onChange, onSubmit, busy, serverErrors, actions }: WorkerFormProps) {
  const { t } = useTranslation();
  const { serviceList, languageList, shiftList } = useCommonContent();
  const fieldName = useFieldLabel();
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = useShownErrors(errors, serverErrors);
  const upload = useUploader();
  const places = usePlaceSuggestions();
  const [areaQuery, setAreaQuery] = useState<Record<number, string>>({});

  const set =
    <K extends keyof WorkerFormValues>(key: K) =>
    (value: WorkerFormValues[K]) =>
      onChange({ [key]: value } as Partial<WorkerFormValues>);
  const text = (
    key: keyof WorkerFormValues,
    extra: {
      required?: boolean;
      type?: 'text' | 'email' | 'tel';
      inputMode?: 'numeric' | 'decimal';
      multiline?: boolean;
    } = {},
  ) => (
    <TextField
      name={key}
      value={values[key] as string}
      onChange={set(key) as (v: string) => void}
      error={shown[key]}
      {...extra}
    />
  );
  const date = (key: 'dob' | 'startDate' | 'endDate') => (
    <div data-field={key}>
      <DatePicker label={fieldName(key)} value={values[key]} onChange={set(key)} />
      {shown[key] && (
        <span className="fw-field__error" role="alert">
          {shown[key]}
        </span>
      )}
    </div>
  );
  const toOptions = (list: { _id: string; name: string }[]) =>
    list.map((item) => ({ value: item._id, label: item.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWorker(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className="fw-form fw-worker-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="fw-muted">{t('team.form.draftKept')}</p>
      <Section id="personal" title={t('team.form.sections.personal')}>
        {text('fullName', { required: true })}
        {text('email', { type: 'email' })}
        {text('dialCode', { type: 'tel' })}
        {text('phoneNumber', { type: 'tel', inputMode: 'numeric' })}
        {date('dob')}
        {text('nationality')}
        <CheckboxGroup
          name="languageSpoken"
          values={values.languageSpoken}
          onChange={set('languageSpoken')}
          options={toOptions(languageList)}
          error={shown['languageSpoken']}
        />
      </Section>

      <Section id="work" title={t('team.form.sections.work')}>
        <CheckboxGroup
          name="serviceType"
          values={values.serviceType}
          onChange={set('serviceType')}
          options={toOptions(serviceList)}
          error={shown['serviceType']}
        />
        <SelectField
          name="jobType"
          value={values.jobType}
          onChange={(v) => onChange({ jobType: (v || 'fullTime') as WorkerFormValues['jobType'] })}
          options={WORKER_JOB_TYPES.map((value) => ({ value, label: t(`team.jobType.${value}`) }))}
          error={shown['jobType']}
        />
        <SelectField
          name="proficiency"
          value={values.proficiency}
          onChange={(v) => onChange({ proficiency: (v || 'fresher') as WorkerFormValues['proficiency'] })}
          options={WORKER_PROFICIENCIES.map((value) => ({ value, label: t(`team.proficiency.${value}`) }))}
          error={shown['proficiency']}
        />
        {text('workingHrs', { inputMode: 'decimal' })}
        <SelectField
          name="shift"
          value={values.shift}
          onChange={set('shift')}
          options={toOptions(shiftList)}
          error={shown['shift']}
        />
        {text('company')}
        {text('position')}
        {text('license')}
        {date('startDate')}
        {date('endDate')}
      </Section>

      <Section id="experience" title={t('team.form.sections.experience')}>
        <ListEditor
          name="previousWorkExperience"
          items={values.previousWorkExperience}
          onChange={set('previousWorkExperience')}
          empty={() => ({ workTitle: '', workRole: '' })}
          error={shown['previousWorkExperience']}
          renderItem={(row, i, update) => (
            <>
              <TextField
                name="workTitle"
                value={row.workTitle}
                onChange={(workTitle) => update({ workTitle })}
                error={shown[`previousWorkExperience.${i}.workTitle`]}
                required
              />
              <TextField
                name="workRole"
                value={row.workRole}
                onChange={(workRole) => update({ workRole })}
                error={shown[`previousWorkExperience.${i}.workRole`]}
                required
              />
            </>
          )}
        />
        <ListEditor
          name="reference"
          items={values.reference}
          onChange={set('reference')}
          empty={() => ({ name: '', number: '' })}
          error={shown['reference']}
          renderItem={(row, i, update) => (
            <>
              <TextField
                name="name"
                value={row.name}
                onChange={(name) => update({ name })}
                error={shown[`reference.${i}.name`]}
                required
              />
              <TextField
                name="number"
                type="tel"
                value={row.number}
                onChange={(number) => update({ number })}
                error={shown[`reference.${i}.number`]}
                required
              />
            </>
          )}
        />
      </Section>

      <Section id="areas" title={t('team.form.sections.areas')}>
        <ListEditor<AreaRow>
          name="serviceAreaLocationPrefernces"
          items={values.serviceAreaLocationPrefernces}
          onChange={set('serviceAreaLocationPrefernces')}
          empty={() => ({ serviceArea: '', locationPreference: '', city: '', state: '', country: '' })}
          error={shown['serviceAreaLocationPrefernces']}
          renderItem={(row, i, update) => (
            <>
              <AddressAutocomplete
                label={t('team.form.addressSearch')}
                value={areaQuery[i] ?? ''}
                onChange={(value) => setAreaQuery({ ...areaQuery, [i]: value })}
                onSelect={(s) =>
                  update({
                    serviceArea: row.serviceArea || s.city || s.label,
                    city: s.city ?? '',
                    state: s.state ?? '',
                    country: s.country ?? '',
                    lat: s.lat,
                    long: s.long,
                  })
                }
                fetchSuggestions={places}
              />
              <TextField
                name="serviceArea"
                value={row.serviceArea}
                onChange={(serviceArea) => update({ serviceArea })}
                error={shown[`serviceAreaLocationPrefernces.${i}.serviceArea`]}
                required
              />
              <TextField
                name="locationPreference"
                value={row.locationPreference}
                onChange={(locationPreference) => update({ locationPreference })}
              />
              <TextField name="city" value={row.city} onChange={(city) => update({ city })} />
              <TextField name="state" value={row.state} onChange={(state) => update({ state })} />
              <TextField name="country" value={row.country} onChange={(country) => update({ country })} />
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
          <div key={key} data-field={key}>
            <FileUploadPreview
              label={fieldName(key)}
              slot="general"
              path={values[key] || null}
              onChange={(path) => onChange({ [key]: path ?? '' })}
              upload={upload('general')}
            />
            {shown[key] && (
              <span className="fw-field__error" role="alert">
                {shown[key]}
              </span>
            )}
          </div>
        ))}
      </Section>

      <Section id="other" title={t('team.form.sections.other')}>
        {text('comments', { multiline: true })}
        <div className="fw-field fw-field--checkbox" data-field="isAddFavorite">
          <label>
            <input
              type="checkbox"
              checked={values.isAddFavorite === 1}
              onChange={(e) => onChange({ isAddFavorite: e.target.checked ? 1 : 0 })}
            />{' '}
            {t('team.form.favorite')}
          </label>
        </div>
        <div className="fw-field fw-field--checkbox" data-field="termAndCondition">
          <label>
            <input
              type="checkbox"
              checked={values.termAndCondition === 1}
              onChange={(e) => onChange({ termAndCondition: e.target.checked ? 1 : 0 })}
            />{' '}
            {t('team.form.terms')}
          </label>
          {shown['termAndCondition'] && (
            <span className="fw-field__error" role="alert">
              {shown['termAndCondition']}
            </span>
          )}
        </div>
      </Section>

      <div className="fw-form__actions">
        <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
          {busy ? t('team.form.saving') : t('team.form.save')}
        </button>
        {actions}
      </div>
    </form>
  );
}
