import { PERMIT_LIMITS, type StaffingPermitRequest, type StaffingPermitResponse } from '@fachwerk/shared/contracts';
import { useFileMyPermitMutation, useMyPermitQuery } from '@fachwerk/web/data-access/api/permits';
import {
  Button,
  CheckboxField,
  DatePicker,
  FieldError,
  FileLink,
  FileUploadPreview,
  formatDate,
  Skeleton,
  StatusBadge,
  type StatusTone,
  TextField,
  useMutationAction,
  useUploader,
} from '@fachwerk/web/ui';
import { serverErrorMessages } from '@fachwerk/web/data-access/forms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileLinkTexts } from '../shared/labels';

type PermitField = keyof StaffingPermitRequest;
type PermitErrors = Partial<Record<PermitField, string>>;
type PermitState = 'none' | 'pending' | 'verified' | 'rejected' | 'expiring' | 'expired';

export interface PermitFormValues {
  agency: string;
  issuedOn: string;
  unlimited: boolean;
  validUntil: string;
  file: string | null;
}

/** What the supplier sees first: rejected and expired win over the verification state; expiring over verified. */
export function permitState(permit: StaffingPermitResponse | null | undefined): PermitState {
  if (!permit) return 'none';
  if (permit.status === 'rejected') return 'rejected';
  if (permit.validity === 'expired') return 'expired';
  if (permit.status === 'verified' && permit.validity === 'expiring') return 'expiring';
  return permit.status;
}

const TONE: Record<PermitState, StatusTone> = {
  none: 'neutral',
  pending: 'info',
  verified: 'success',
  rejected: 'danger',
  expiring: 'warning',
  expired: 'danger',
};

/** The form's checks, as the API's DTO makes them (PERMIT_LIMITS; valid until required unless unlimited). */
export function permitFormErrors(values: PermitFormValues, label: (field: PermitField) => string, t: (key: string, options?: Record<string, unknown>) => string): PermitErrors {
  const errors: PermitErrors = {};
  const agency = values.agency.trim();
  if (agency === '') errors.agency = t('validation.required', { field: label('agency') });
  else if (agency.length > PERMIT_LIMITS.agencyMax) errors.agency = t('validation.max.string', { field: label('agency'), max: PERMIT_LIMITS.agencyMax });
  if (!values.issuedOn) errors.issuedOn = t('validation.required', { field: label('issuedOn') });
  if (!values.unlimited) {
    if (!values.validUntil) errors.validUntil = t('validation.required', { field: label('validUntil') });
    else if (values.issuedOn && values.validUntil < values.issuedOn)
      errors.validUntil = t('permitWeb.validUntilBeforeIssued', { field: label('validUntil'), other: label('issuedOn') });
  }
  if (!values.file) errors.file = t('validation.required', { field: label('file') });
  return errors;
}

/** The supplier's permit to lend workers (AÜG-Erlaubnis) on the profile: its state and the form to file it. */
export function PermitSection() {
  const { t, i18n } = useTranslation();
  const permit = useMyPermitQuery();
  const [editing, setEditing] = useState(false);
  const fileTexts = useFileLinkTexts();
  const data = permit.data ?? null;
  const state = permitState(data);
  const showForm = !permit.isLoading && !permit.isError && (editing || state === 'none' || state === 'rejected' || state === 'expired');

  return (
    <section className="fw-card fw-form-section" aria-labelledby="permit-title" data-testid="permit-section">
      <h2 id="permit-title">{t('permitWeb.title')}</h2>
      <p className="fw-field__hint">{t('permitWeb.intro')}</p>
      {permit.isLoading && <Skeleton />}
      {permit.isError && <FieldError as="p">{t('permitWeb.loadFailed')}</FieldError>}
      {!permit.isLoading && !permit.isError && (
        <p>
          <StatusBadge tone={TONE[state]} status={state} data-testid="permit-status">
            {t(`permitWeb.state.${state}`)}
          </StatusBadge>{' '}
          {state === 'expiring' && data?.daysLeft != null && t('permitWeb.daysLeft', { count: data.daysLeft })}
        </p>
      )}
      {state === 'rejected' && data?.rejectionReason && (
        <p className="fw-notice" role="note">
          {t('permitWeb.rejectedReason', { reason: data.rejectionReason })}
        </p>
      )}
      {data && (
        <dl className="fw-facts">
          <div>
            <dt>{t('permitWeb.fields.agency')}</dt>
            <dd>{data.agency}</dd>
          </div>
          <div>
            <dt>{t('permitWeb.fields.issuedOn')}</dt>
            <dd>{formatDate(data.issuedOn, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('permitWeb.fields.validUntil')}</dt>
            <dd>{data.unlimited ? t('permitWeb.unlimitedValue') : data.validUntil ? formatDate(data.validUntil, i18n.language) : ''}</dd>
          </div>
          <div>
            <dt>{t('permitWeb.fields.file')}</dt>
            <dd>
              <FileLink path={data.file} {...fileTexts} />
            </dd>
          </div>
        </dl>
      )}
      {data && !showForm && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('permitWeb.replace')}
        </Button>
      )}
      {showForm && <PermitForm initial={data} onDone={() => setEditing(false)} onCancel={data && editing ? () => setEditing(false) : undefined} />}
    </section>
  );
}

function PermitForm({ initial, onDone, onCancel }: { initial: StaffingPermitResponse | null; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const upload = useUploader();
  const [values, setValues] = useState<PermitFormValues>({
    agency: initial?.agency ?? '',
    issuedOn: initial?.issuedOn ?? '',
    unlimited: initial?.unlimited ?? false,
    validUntil: initial?.validUntil ?? '',
    file: initial?.file ?? null,
  });
  const [errors, setErrors] = useState<PermitErrors>({});
  const save = useMutationAction(useFileMyPermitMutation()[0], {
    onSuccess: onDone,
    onError: (error) => setErrors(serverErrorMessages(error) as PermitErrors),
  });
  const label = (field: PermitField) => t(`permitWeb.fields.${field}`);
  const set = (patch: Partial<PermitFormValues>) => setValues({ ...values, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = permitFormErrors(values, label, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save.run({
      agency: values.agency.trim(),
      issuedOn: values.issuedOn,
      unlimited: values.unlimited,
      validUntil: values.unlimited ? null : values.validUntil,
      file: values.file as string,
    });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('permitWeb.formTitle')} data-testid="permit-form">
      <TextField
        name="agency"
        label={label('agency')}
        hint={t('permitWeb.agencyHint')}
        required
        maxLength={PERMIT_LIMITS.agencyMax}
        value={values.agency}
        error={errors.agency}
        onChange={(e) => set({ agency: e.target.value })}
      />
      <DatePicker name="issuedOn" label={label('issuedOn')} required value={values.issuedOn} error={errors.issuedOn} onChange={(issuedOn) => set({ issuedOn })} />
      <CheckboxField
        name="unlimited"
        label={label('unlimited')}
        checked={values.unlimited}
        onChange={(e) => set({ unlimited: e.target.checked })}
      />
      {!values.unlimited && (
        <DatePicker
          name="validUntil"
          label={label('validUntil')}
          required
          min={values.issuedOn || undefined}
          value={values.validUntil}
          error={errors.validUntil}
          onChange={(validUntil) => set({ validUntil })}
        />
      )}
      <div data-field="file">
        <FileUploadPreview label={label('file')} slot="documents" path={values.file} onChange={(file) => set({ file })} upload={upload('documents')} />
        <FieldError>{errors.file}</FieldError>
      </div>
      {save.error && !save.error.errors && <FieldError as="p" code={save.error.code}>{save.error.message}</FieldError>}
      <div className="fw-toolbar">
        <Button type="submit" busy={save.busy}>
          {t('permitWeb.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
