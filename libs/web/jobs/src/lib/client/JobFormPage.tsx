import '@fachwerk/web/data-access/catalogue/jobs-web';
import '@fachwerk/web/ui/screens-style';
import { EXPERIENCE_LEVELS, FEDERAL_STATES, JOB_LANGUAGE_LEVELS, JOB_LIMITS, JOB_TYPES, type JobLanguageLevel } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import {
  AddressField,
  BackLink,
  ChoiceGroup,
  DatePicker,
  FieldError,
  FileUploadPreview,
  ListEditor,
  MoneyField,
  NumberField,
  Select,
  Textarea,
  TextField,
  useUploader,
} from '@fachwerk/web/ui';
import { CONSTRUCTION_EXCEPTIONS } from '@fachwerk/shared/contracts/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CertificatesField } from './CertificatesField';
import { useJobForm, useJobFormSource, type JobFormOptions } from './use-job-form';

/** `/jobs-post` and `/jobs-edit/:id`: the client's job form (both job types). */
export function JobFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const source = useJobFormSource(id);

  if (source.state === 'new') return <JobForm />;
  if (source.state === 'loading') return <p role="status">{t('jobsCommon.loading')}</p>;
  if (source.state === 'failed')
    return (
      <section className="fw-page">
        <BackLink to="/jobs" />
        <p role="alert">{t('jobsCommon.loadFailed')}</p>
      </section>
    );
  if (source.state === 'locked')
    return (
      <section className="fw-page">
        <BackLink to="/jobs" />
        <h1>{t('jobsClient.form.editTitle')}</h1>
        <p role="alert" className="fw-notice">
          {t('jobsClient.form.notEditable', { status: t(`jobsCommon.jobStatus.${source.status}`) })}
        </p>
      </section>
    );
  return <JobForm key={source.jobId} jobId={source.jobId} status={source.status} initial={source.initial} />;
}

/**
 * The job form on the kit; its state and rules are `useJobForm`'s. Money is typed the German way
 * ("2.500,00") and held as cents.
 */
export function JobForm({ jobId, status, initial }: JobFormOptions) {
  const { t } = useTranslation();
  const content = useCommonContent();
  const upload = useUploader();
  const { form, label, languages, resource, asksConstructionException, serviceId, tools, selectAddress, documentSlots, setDocument, submit, busy, generalError, hasErrors } =
    useJobForm({ jobId, status, initial });
  const { register, control, getValues, formState } = form;
  const errors = formState.errors;

  const options = (list: { _id: string; name: string }[]) => list.map((item) => ({ value: item._id, label: item.name }));
  const budgetHint = t(resource ? 'jobsClient.form.perHourPerWorker' : 'jobsClient.form.inEuros');

  return (
    <section className="fw-page fw-job-form">
      <BackLink to="/jobs" />
      <h1>{t(jobId ? 'jobsClient.form.editTitle' : 'jobsClient.form.postTitle')}</h1>
      <form noValidate onSubmit={(event) => void submit(false)(event)} aria-busy={busy}>
        {hasErrors && (
          <p role="alert" className="fw-form-error">
            {t('jobsClient.form.fixErrors')}
          </p>
        )}
        {generalError && (
          <p role="alert" className="fw-form-error">
            {generalError}
          </p>
        )}
        <fieldset className="fw-field fw-job-form__type" data-field="type">
          <legend>{label('type')}</legend>
          {JOB_TYPES.map((jobType) => (
            <label key={jobType} className="fw-choice">
              <input type="radio" value={jobType} {...register('type')} />{' '}
              <strong>{t(`jobsCommon.jobType.${jobType}`)}</strong>
              <span className="fw-choice__help">{t(`jobsClient.form.typeHelp.${jobType}`)}</span>
            </label>
          ))}
        </fieldset>
        {resource && (
          <Controller
            control={control}
            name="workersNeeded"
            render={({ field, fieldState }) => (
              <NumberField {...field} reportUnreadable label={label('workersNeeded')} required error={fieldState.error?.message} />
            )}
          />
        )}
        {asksConstructionException && (
          // § 1b AÜG: lending into the main construction trade needs one of the exceptions
          <fieldset className="fw-field fw-job-form__type" data-field="constructionException" aria-describedby="construction-exception-intro">
            <legend>{label('constructionException')} *</legend>
            <p id="construction-exception-intro" className="fw-field__hint">
              {t('jobsCommon.constructionException.intro')}
            </p>
            {CONSTRUCTION_EXCEPTIONS.map((exception) => (
              <label key={exception} className="fw-choice">
                <input type="radio" value={exception} {...register('constructionException')} />{' '}
                <strong>{t(`jobsCommon.constructionException.options.${exception}.title`)}</strong>
                <span className="fw-choice__help">{t(`jobsCommon.constructionException.options.${exception}.help`)}</span>
              </label>
            ))}
            {errors.constructionException && <FieldError>{errors.constructionException.message}</FieldError>}
          </fieldset>
        )}
        <TextField label={label('title')} required error={errors.title?.message} {...register('title')} />
        <Select
          label={label('serviceId')}
          required
          placeholder={t('jobsShared.choose')}
          options={options(content.serviceList)}
          error={errors.serviceId?.message}
          {...register('serviceId')}
        />
        <div className="fw-field-row">
          <Controller
            control={control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DatePicker {...field} field="startDate" label={`${label('startDate')} *`} required error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field, fieldState }) => (
              <DatePicker {...field} field="endDate" label={label('endDate')} min={getValues('startDate') || undefined} error={fieldState.error?.message} />
            )}
          />
        </div>
        <Controller
          control={control}
          name="hours"
          render={({ field, fieldState }) => <NumberField {...field} reportUnreadable label={label('hours')} required error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <ChoiceGroup
              field="skills"
              look="chips"
              label={label('skills')}
              values={field.value}
              onChange={field.onChange}
              options={options(content.skills)}
              error={errors.skills?.message}
            />
          )}
        />

        <ListEditor
          field="languages"
          className="fw-job-form__languages"
          legend={label('languages')}
          rowKeys={languages.fields.map((row) => row.id)}
          rowLabel={(n) => t('jobsClient.form.languageRow', { n })}
          addLabel={t('jobsClient.form.addLanguage')}
          removeLabel={(n) => t('jobsClient.form.removeLanguage', { n })}
          emptyText={null}
          error={errors.languages?.message ?? errors.languages?.root?.message}
          onAdd={() => languages.append({ language: '', level: 'none' })}
          onRemove={(index) => languages.remove(index)}
          renderRow={(index) => (
            <div className="fw-field-row">
              <Select
                label={label('language')}
                required
                placeholder={t('jobsShared.choose')}
                options={options(content.languageList)}
                error={errors.languages?.[index]?.language?.message}
                {...register(`languages.${index}.language`)}
              />
              <Select
                label={label('level')}
                placeholder={t('jobsCommon.languageLevel.none')}
                options={JOB_LANGUAGE_LEVELS.filter((l) => l !== 'none').map((l) => ({ value: l, label: l }))}
                {...register(`languages.${index}.level`, { setValueAs: (v: string) => (v || 'none') as JobLanguageLevel })}
              />
            </div>
          )}
        />

        <div className="fw-field fw-field--checkbox" data-field="accommodation">
          <label>
            <input type="checkbox" {...register('accommodation')} /> {label('accommodation')}
          </label>
        </div>

        <fieldset className="fw-field fw-job-form__budget" data-field="budget">
          <legend>{t(resource ? 'jobsClient.form.budgetResource' : 'jobsClient.form.budgetFixed')}</legend>
          <div className="fw-field-row">
            <Controller
              control={control}
              name="budgetMin"
              render={({ field, fieldState }) => (
                <MoneyField {...field} reportUnreadable label={label('budgetMin')} required hint={budgetHint} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name="budgetMax"
              // §5 min ≤ max: a new maximum checks the minimum again
              rules={{ deps: ['budgetMin'] }}
              render={({ field, fieldState }) => (
                <MoneyField {...field} reportUnreadable label={label('budgetMax')} required hint={budgetHint} error={fieldState.error?.message} />
              )}
            />
          </div>
        </fieldset>

        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressField
              label={`${label('address')} *`}
              field="location.address"
              value={field.value}
              onChange={field.onChange}
              onSelect={selectAddress}
              error={errors.address?.message}
            />
          )}
        />
        <Select
          field="location.state"
          label={label('state')}
          required
          placeholder={t('jobsShared.choose')}
          options={FEDERAL_STATES.map((s) => ({ value: s, label: s }))}
          error={errors.state?.message}
          {...register('state')}
        />
        <Textarea
          label={label('description')}
          required
          rows={8}
          hint={t('jobsClient.form.descriptionHelp')}
          error={errors.description?.message}
          {...register('description')}
        />

        <fieldset className="fw-field fw-job-form__documents" data-field="documents">
          <legend>{label('documents')}</legend>
          {documentSlots.map((path, index) => (
            <FileUploadPreview
              key={path ?? `empty-${index}`}
              label={t('jobsClient.form.document', { n: index + 1 })}
              slot="general"
              path={path}
              upload={upload('general')}
              onChange={(stored) => setDocument(index, stored)}
            />
          ))}
          {errors.documents && <FieldError>{errors.documents.message}</FieldError>}
        </fieldset>

        <Select
          label={label('experience')}
          required
          placeholder={t('jobsShared.choose')}
          options={EXPERIENCE_LEVELS.map((e) => ({ value: e, label: t(`jobsCommon.experience.${e}`) }))}
          error={errors.experience?.message}
          {...register('experience')}
        />
        <Controller
          control={control}
          name="tools"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              field="tools"
              label={label('tools')}
              values={field.value}
              onChange={field.onChange}
              options={(tools ?? []).map((tool) => ({ value: tool._id, label: tool.name }))}
              hint={!serviceId ? t('jobsClient.form.toolsChooseService') : tools?.length === 0 ? t('jobsClient.form.noTools') : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="certificates"
          render={({ field, fieldState }) => (
            <CertificatesField
              field="certificates"
              label={label('certificates')}
              values={field.value}
              onChange={field.onChange}
              max={JOB_LIMITS.certificatesMax}
              maxLength={JOB_LIMITS.certificateMax}
              hint={t('jobsClient.form.certificatesHelp')}
              error={fieldState.error?.message}
            />
          )}
        />

        <div className="fw-form-actions">
          {status !== 'open' && (
            <button type="button" className="fw-button fw-button--secondary" disabled={busy} onClick={() => void submit(true)()}>
              {t('jobsClient.form.saveDraft')}
            </button>
          )}
          <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
            {t(status === 'open' ? 'jobsClient.form.saveChanges' : 'jobsClient.form.publish')}
          </button>
        </div>
      </form>
    </section>
  );
}
