import {
  INVOICE_TAX_OFFICE_MAX,
  INVOICE_WITHHOLDING_NUMBER_MAX,
  TIME_ZONE,
  type InvoiceSettings,
  type UpdateInvoiceSettingsRequest,
  type UserType,
} from '@fachwerk/shared/contracts';
import { rules, todayIn } from '@fachwerk/shared/contracts/rules';
import {
  Button,
  DatePicker,
  ErrorState,
  FieldError,
  FileUploadPreview,
  MutationDialog,
  NumberField,
  Skeleton,
  StatusBadge,
  TextField,
  useMutationAction,
  useUploader,
} from '@fachwerk/web/ui';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoiceSettingsQuery, useUpdateInvoiceSettingsMutation } from '@fachwerk/web/data-access/api/invoices';

/** The settings form inside the dialog: the dialog's confirm button sends it. */
interface SettingsForm {
  submit: () => void;
}

interface SettingsProps {
  settings: InvoiceSettings;
  save: (body: UpdateInvoiceSettingsRequest) => void;
  fieldError: (name: string) => string | undefined;
  ref: Ref<SettingsForm>;
}

/**
 * Invoice settings: the supplier's number format, tax ids, §19, payment days and § 48b EStG
 * certificate; the client's §13b certificate. One kit MutationDialog: busy while it saves, the API's refusal shown in it, the toast
 * and closing when saved; the supplier's field errors are shown at their fields instead.
 */
export function InvoiceSettingsDialog({ role, onClose }: { role: UserType; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useInvoiceSettingsQuery();
  const [mutate] = useUpdateInvoiceSettingsMutation();
  const save = useMutationAction(mutate, { onSuccess: onClose });
  const form = useRef<SettingsForm>(null);
  const fieldErrors = role === 'client' ? undefined : save.error?.errors;
  const fieldError = (name: string) => fieldErrors?.[name]?.[0];
  const Settings = role === 'client' ? ClientSettings : SupplierSettings;
  return (
    <MutationDialog
      title={t(role === 'client' ? 'invoicesWeb.settings.clientTitle' : 'invoicesWeb.settings.title')}
      action={{ busy: save.busy, error: fieldErrors ? null : save.error }}
      confirmLabel={t('invoicesWeb.save')}
      disabled={!settings.data || settings.isFetching}
      testId="invoice-settings"
      onClose={onClose}
      onConfirm={() => form.current?.submit()}
    >
      {/* the fields start from the settings they show: never from a cached answer a refetch is replacing */}
      {settings.isFetching && !settings.isError && <Skeleton lines={4} />}
      {settings.isError && <ErrorState message={t('invoicesWeb.loadFailed')} onRetry={() => void settings.refetch()} />}
      {settings.data && !settings.isFetching && <Settings ref={form} settings={settings.data} save={(body) => void save.run(body)} fieldError={fieldError} />}
    </MutationDialog>
  );
}

function SupplierSettings({ settings, save, fieldError, ref }: SettingsProps) {
  const { t } = useTranslation();
  const [numberFormat, setNumberFormat] = useState(settings.numberFormat);
  const [taxNumber, setTaxNumber] = useState(settings.taxNumber ?? '');
  const [vatId, setVatId] = useState(settings.vatId ?? '');
  const [smallBusiness, setSmallBusiness] = useState(settings.smallBusiness);
  const [days, setDays] = useState<number | null>(settings.defaultPaymentDays);
  const [daysError, setDaysError] = useState<string | undefined>();
  const onFile = settings.withholdingExemption;
  const [withholding, setWithholding] = useState<WithholdingForm>({
    number: onFile.number ?? '',
    taxOffice: onFile.taxOffice ?? '',
    validUntil: onFile.validUntil ?? '',
    document: onFile.document,
  });
  const [withholdingShown, setWithholdingShown] = useState<WithholdingErrors>({});
  useImperativeHandle(ref, () => ({
    submit: () => {
      // text that is no number is refused (the contracts rule), not left out of the request
      const unreadable = days !== null && !rules.numeric.test(days, {});
      setDaysError(unreadable ? t(rules.numeric.messageKey, { field: t('invoicesWeb.fields.paymentDays') }) : undefined);
      const certificate = withholdingChange(withholding, onFile);
      const certificateErrors = certificate === undefined || certificate === null ? {} : withholdingErrors(withholding);
      setWithholdingShown(certificateErrors);
      if (unreadable || Object.keys(certificateErrors).length > 0) return;
      save({
        numberFormat: numberFormat.trim(),
        taxNumber: taxNumber.trim() || null,
        vatId: vatId.trim() || null,
        smallBusiness,
        ...(days !== null ? { defaultPaymentDays: days } : {}),
        ...(certificate !== undefined ? { withholdingExemption: certificate } : {}),
      });
    },
  }));
  return (
    <>
      <TextField label={t('invoicesWeb.settings.numberFormat')} hint={t('invoicesWeb.settings.numberFormatHint')} value={numberFormat} onChange={(e) => setNumberFormat(e.target.value)} name="numberFormat" error={fieldError('numberFormat')} required />
      <TextField label={t('invoicesWeb.settings.taxNumber')} value={taxNumber} onChange={(e) => setTaxNumber(e.target.value)} name="taxNumber" error={fieldError('taxNumber')} />
      <TextField label={t('invoicesWeb.settings.vatId')} value={vatId} onChange={(e) => setVatId(e.target.value)} name="vatId" error={fieldError('vatId')} />
      <label className="fw-checkbox">
        <input type="checkbox" checked={smallBusiness} onChange={(e) => setSmallBusiness(e.target.checked)} /> {t('invoicesWeb.settings.smallBusiness')}
      </label>
      <NumberField
        reportUnreadable
        label={t('invoicesWeb.settings.paymentDays')}
        value={days}
        onChange={(value) => {
          setDays(value);
          setDaysError(undefined);
        }}
        name="defaultPaymentDays"
        error={daysError ?? fieldError('defaultPaymentDays')}
      />
      <WithholdingSection
        form={withholding}
        onChange={(patch) => {
          setWithholding((current) => ({ ...current, ...patch }));
          setWithholdingShown((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => !(key in patch))));
        }}
        onFile={onFile}
        error={(field) => {
          const key = withholdingShown[field];
          return key ? t(key, { max: field === 'number' ? INVOICE_WITHHOLDING_NUMBER_MAX : INVOICE_TAX_OFFICE_MAX }) : fieldError(`withholdingExemption.${field}`);
        }}
      />
    </>
  );
}

/** The supplier's § 48b EStG certificate as the form holds it (texts untrimmed while typed). */
export interface WithholdingForm {
  number: string;
  taxOffice: string;
  validUntil: string;
  document: string | null;
}
type WithholdingField = keyof WithholdingForm;
type WithholdingErrors = Partial<Record<WithholdingField, string>>;

/**
 * What the save sends for the § 48b certificate: nothing when the form still shows the one on file
 * (an expired certificate on file does not block saving the other settings), null when every field
 * was emptied (removes it), otherwise the certificate (checked by withholdingErrors first).
 */
export function withholdingChange(form: WithholdingForm, onFile: InvoiceSettings['withholdingExemption']): UpdateInvoiceSettingsRequest['withholdingExemption'] {
  const next = { number: form.number.trim(), taxOffice: form.taxOffice.trim(), validUntil: form.validUntil, document: form.document ?? '' };
  const empty = !next.number && !next.taxOffice && !next.validUntil && !next.document;
  const hasOnFile = Boolean(onFile.number || onFile.taxOffice || onFile.validUntil || onFile.document);
  if (empty) return hasOnFile ? null : undefined;
  const unchanged =
    next.number === (onFile.number ?? '') &&
    next.taxOffice === (onFile.taxOffice ?? '') &&
    next.validUntil === (onFile.validUntil ?? '') &&
    next.document === (onFile.document ?? '');
  return unchanged ? undefined : next;
}

/**
 * What is wrong with a § 48b certificate being filed, by field (i18n keys): number and issuing tax
 * office within their lengths, the file and a last valid day after today (the same contracts rule as
 * the §13b certificate and the API). `now` is the clock (tests pass a fixed one).
 */
export function withholdingErrors(form: WithholdingForm, now: Date = new Date()): WithholdingErrors {
  const errors: WithholdingErrors = exemptionErrors(form.document, form.validUntil, false, now);
  const number = form.number.trim();
  const taxOffice = form.taxOffice.trim();
  if (!number) errors.number = 'invoicesWeb.settings.withholding.numberRequired';
  else if (number.length > INVOICE_WITHHOLDING_NUMBER_MAX) errors.number = 'invoicesWeb.settings.withholding.numberTooLong';
  if (!taxOffice) errors.taxOffice = 'invoicesWeb.settings.withholding.taxOfficeRequired';
  else if (taxOffice.length > INVOICE_TAX_OFFICE_MAX) errors.taxOffice = 'invoicesWeb.settings.withholding.taxOfficeTooLong';
  return errors;
}

/**
 * The supplier's § 48b EStG certificate (Freistellungsbescheinigung): without a valid one, the client
 * of a construction service withholds 15 % (§ 48 EStG, decided in contracts' law/ustg). Number, tax
 * office, last valid day and the file (uploaded as the §13b certificate is), its state, and removal.
 */
function WithholdingSection({
  form,
  onChange,
  onFile,
  error,
}: {
  form: WithholdingForm;
  onChange: (patch: Partial<WithholdingForm>) => void;
  onFile: InvoiceSettings['withholdingExemption'];
  error: (field: WithholdingField) => string | undefined;
}) {
  const { t } = useTranslation();
  const uploader = useUploader();
  const filled = Boolean(form.number || form.taxOffice || form.validUntil || form.document);
  return (
    <fieldset className="fw-invoice-certificate" data-testid="withholding-exemption">
      <legend>{t('invoicesWeb.settings.withholding.title')}</legend>
      <p className="fw-hint">{t('invoicesWeb.settings.withholding.text')}</p>
      {/* the state of the certificate on file, while the form still shows its file */}
      {onFile.document && form.document === onFile.document && (
        <p>
          <StatusBadge tone={onFile.valid ? 'success' : 'danger'} status={onFile.valid ? 'valid' : 'expired'} data-testid="withholding-status">
            {t(onFile.valid ? 'invoicesWeb.settings.withholding.valid' : 'invoicesWeb.settings.withholding.expired')}
          </StatusBadge>
        </p>
      )}
      <TextField
        label={t('invoicesWeb.settings.withholding.number')}
        value={form.number}
        onChange={(e) => onChange({ number: e.target.value })}
        name="withholdingExemption.number"
        error={error('number')}
      />
      <TextField
        label={t('invoicesWeb.settings.withholding.taxOffice')}
        hint={t('invoicesWeb.settings.withholding.taxOfficeHint')}
        value={form.taxOffice}
        onChange={(e) => onChange({ taxOffice: e.target.value })}
        name="withholdingExemption.taxOffice"
        error={error('taxOffice')}
      />
      <DatePicker
        label={t('invoicesWeb.settings.withholding.validUntil')}
        value={form.validUntil}
        onChange={(validUntil) => onChange({ validUntil })}
        name="withholdingExemption.validUntil"
        min={todayIn(TIME_ZONE)}
        error={error('validUntil')}
      />
      <FileUploadPreview
        label={t('invoicesWeb.settings.withholding.document')}
        slot="documents"
        path={form.document}
        onChange={(document) => onChange({ document })}
        upload={uploader('documents')}
      />
      <FieldError as="p" field="withholdingExemption.document">{error('document')}</FieldError>
      {filled && (
        <Button type="button" size="small" variant="ghost" onClick={() => onChange({ number: '', taxOffice: '', validUntil: '', document: null })}>
          {t('invoicesWeb.settings.withholding.remove')}
        </Button>
      )}
    </fieldset>
  );
}

type ExemptionErrors = Partial<Record<'document' | 'validUntil', string>>;

/**
 * What is wrong with the §13b form, by field: a certificate needs its file and an expiry date in the
 * future (from tomorrow on, German calendar: the contracts rule the API applies too). Both empty removes
 * the one on file, if there is one. `now` is the clock (tests pass a fixed one).
 */
export function exemptionErrors(document: string | null, validUntil: string, onFile: boolean, now: Date = new Date()): ExemptionErrors {
  if (!document && !validUntil && onFile) return {};
  const errors: ExemptionErrors = {};
  if (!document) errors.document = 'invoicesWeb.settings.exemptionDocumentRequired';
  if (!validUntil) errors.validUntil = 'invoicesWeb.settings.exemptionUntilRequired';
  else if (!rules.afterToday(TIME_ZONE, () => now).test(validUntil, {})) errors.validUntil = 'invoicesWeb.settings.exemptionUntilFuture';
  return errors;
}

function ClientSettings({ settings, save, ref }: SettingsProps) {
  const { t } = useTranslation();
  const uploader = useUploader();
  const [document, setDocument] = useState<string | null>(settings.constructionExemption.document);
  const [validUntil, setValidUntil] = useState(settings.constructionExemption.validUntil ?? '');
  const [errors, setErrors] = useState<ExemptionErrors>({});
  const today = todayIn(TIME_ZONE);
  useImperativeHandle(ref, () => ({
    submit: () => {
      const found = exemptionErrors(document, validUntil, Boolean(settings.constructionExemption.document));
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      save({ constructionExemption: document && validUntil ? { document, validUntil } : null });
    },
  }));
  return (
    <>
      <p>{t('invoicesWeb.settings.exemptionText')}</p>
      {settings.constructionExemption.document && (
        <p className="fw-hint">{t(settings.constructionExemption.valid ? 'invoicesWeb.settings.exemptionValid' : 'invoicesWeb.settings.exemptionExpired')}</p>
      )}
      <FileUploadPreview
        label={t('invoicesWeb.settings.exemptionDocument')}
        slot="documents"
        path={document}
        onChange={(path) => {
          setDocument(path);
          if (path) setErrors(({ document: _, ...rest }) => rest);
        }}
        upload={uploader('documents')}
      />
      {errors.document && <FieldError as="p" field="constructionExemption.document">{t(errors.document)}</FieldError>}
      <DatePicker
        label={t('invoicesWeb.settings.exemptionUntil')}
        value={validUntil}
        onChange={setValidUntil}
        name="constructionExemption.validUntil"
        min={today}
        error={errors.validUntil ? t(errors.validUntil) : undefined}
      />
    </>
  );
}
