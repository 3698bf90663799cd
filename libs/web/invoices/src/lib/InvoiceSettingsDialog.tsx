import { TIME_ZONE, type InvoiceSettings, type UpdateInvoiceSettingsRequest, type UserType } from '@fachwerk/shared/contracts';
import { rules, todayIn } from '@fachwerk/shared/contracts/rules';
import {
  DatePicker,
  ErrorState,
  FieldError,
  FileUploadPreview,
  MutationDialog,
  NumberField,
  Skeleton,
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
 * Invoice settings: the supplier's number format, tax ids, §19 and payment days; the client's §13b
 * certificate. One kit MutationDialog: busy while it saves, the API's refusal shown in it, the toast
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
  useImperativeHandle(ref, () => ({
    submit: () => {
      // text that is no number is refused (the contracts rule), not left out of the request
      const unreadable = days !== null && !rules.numeric.test(days, {});
      setDaysError(unreadable ? t(rules.numeric.messageKey, { field: t('invoicesWeb.fields.paymentDays') }) : undefined);
      if (unreadable) return;
      save({
        numberFormat: numberFormat.trim(),
        taxNumber: taxNumber.trim() || null,
        vatId: vatId.trim() || null,
        smallBusiness,
        ...(days !== null ? { defaultPaymentDays: days } : {}),
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
    </>
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
