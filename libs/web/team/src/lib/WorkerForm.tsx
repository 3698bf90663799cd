import { WORKER_JOB_TYPES, WORKER_PROFICIENCIES } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import {
  AddressField,
  ChoiceGroup,
  DatePicker,
  FieldError,
  FileUploadPreview,
  ListEditor,
  NumberField,
  Select,
  Textarea,
  TextField,
  useUploader,
} from '@fachwerk/web/ui';
import type { ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWorkerForm, type WorkerFormOptions } from './use-worker-form';
import { WORKER_DOCUMENTS, type WorkerFormValues } from './worker-form';

export interface WorkerFormProps extends WorkerFormOptions {
  busy: boolean;
  actions?: ReactNode;
}

type Path = FieldPath<WorkerFormValues>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="fw-card fw-form__section" aria-labelledby={`worker-${id}`}>
      <h2 id={`worker-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Every field of the worker draft (§3), in sections, on the form kit; its state and rules are
 * `useWorkerForm`'s.
 */
export function WorkerForm({ values, onChange, onSubmit, busy, error: refusal, actions }: WorkerFormProps) {
  const { t } = useTranslation();
  const { serviceList, languageList, shiftList } = useCommonContent();
  const upload = useUploader();
  const { form, label, error, experience, references, areas, submit, refusedElsewhere } = useWorkerForm({ values, onChange, onSubmit, error: refusal });
  const { register, control } = form;

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
          {fieldState.error && <FieldError>{fieldState.error.message}</FieldError>}
        </div>
      )}
    />
  );

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
          rowKeys={experience.keys}
          onAdd={experience.add}
          onRemove={experience.remove}
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
          rowKeys={references.keys}
          onAdd={references.add}
          onRemove={references.remove}
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
          rowKeys={areas.keys}
          onAdd={areas.add}
          onRemove={areas.remove}
          error={error('serviceAreaLocationPrefernces')}
          renderRow={(i) => (
            <>
              <AddressField
                country="Deutschland"
                label={t('team.form.addressSearch')}
                value={areas.query(i)}
                onChange={(value) => areas.setQuery(i, value)}
                onSelect={(suggestion) => areas.select(i, suggestion)}
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
                {fieldState.error && <FieldError>{fieldState.error.message}</FieldError>}
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
