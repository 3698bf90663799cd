import { TIME_ZONE, type InvoiceSettings, type UserType } from '@fachwerk/shared/contracts';
import { rules, todayIn } from '@fachwerk/shared/contracts/rules';
import {
  Button,
  DatePicker,
  Dialog,
  ErrorState,
  FileUploadPreview,
  NumberField,
  Skeleton,
  TextField,
  useMutationAction,
  useUploader,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoiceSettingsQuery, useUpdateInvoiceSettingsMutation } from './invoices.api';

/** Invoice settings: the supplier's number format, tax ids, §19 and payment days; the client's §13b certificate. */
export function InvoiceSettingsDialog({ role, onClose }: { role: UserType; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useInvoiceSettingsQuery();
  return (
    <Dialog title={t(role === 'client' ? 'invoicesWeb.settings.clientTitle' : 'invoicesWeb.settings.title')} onClose={onClose} testId="invoice-settings">
      {settings.isLoading && <Skeleton lines={4} />}
      {settings.isError && <ErrorState message={t('invoicesWeb.loadFailed')} onRetry={() => void settings.refetch()} />}
      {settings.data && (role === 'client' ? <ClientSettings settings={settings.data} onClose={onClose} /> : <SupplierSettings settings={settings.data} onClose={onClose} />)}
    </Dialog>
  );
}

function SupplierSettings({ settings, onClose }: { settings: InvoiceSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const [numberFormat, setNumberFormat] = useState(settings.numberFormat);
  const [taxNumber, setTaxNumber] = useState(settings.taxNumber ?? '');
  const [vatId, setVatId] = useState(settings.vatId ?? '');
  const [smallBusiness, setSmallBusiness] = useState(settings.smallBusiness);
  const [days, setDays] = useState<number | null>(settings.defaultPaymentDays);
  const [mutate] = useUpdateInvoiceSettingsMutation();
  const save = useMutationAction(mutate, { onSuccess: onClose });
  const fieldError = (name: string) => save.error?.errors?.[name]?.[0];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save.run({
          numberFormat: numberFormat.trim(),
          taxNumber: taxNumber.trim() || null,
          vatId: vatId.trim() || null,
          smallBusiness,
          ...(days !== null ? { defaultPaymentDays: days } : {}),
        });
      }}
    >
      <TextField label={t('invoicesWeb.settings.numberFormat')} hint={t('invoicesWeb.settings.numberFormatHint')} value={numberFormat} onChange={(e) => setNumberFormat(e.target.value)} name="numberFormat" error={fieldError('numberFormat')} required />
      <TextField label={t('invoicesWeb.settings.taxNumber')} value={taxNumber} onChange={(e) => setTaxNumber(e.target.value)} name="taxNumber" error={fieldError('taxNumber')} />
      <TextField label={t('invoicesWeb.settings.vatId')} value={vatId} onChange={(e) => setVatId(e.target.value)} name="vatId" error={fieldError('vatId')} />
      <label className="fw-checkbox">
        <input type="checkbox" checked={smallBusiness} onChange={(e) => setSmallBusiness(e.target.checked)} /> {t('invoicesWeb.settings.smallBusiness')}
      </label>
      <NumberField label={t('invoicesWeb.settings.paymentDays')} value={days} onChange={setDays} name="defaultPaymentDays" error={fieldError('defaultPaymentDays')} />
      {save.error && !save.error.errors && <p role="alert" className="fw-form-error">{save.error.message}</p>}
      <div className="fw-dialog-actions">
        <Button type="button" variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" disabled={save.busy}>{t('invoicesWeb.save')}</Button>
      </div>
    </form>
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

function ClientSettings({ settings, onClose }: { settings: InvoiceSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const uploader = useUploader();
  const [document, setDocument] = useState<string | null>(settings.constructionExemption.document);
  const [validUntil, setValidUntil] = useState(settings.constructionExemption.validUntil ?? '');
  const [errors, setErrors] = useState<ExemptionErrors>({});
  const [mutate] = useUpdateInvoiceSettingsMutation();
  const save = useMutationAction(mutate, { onSuccess: onClose });
  const today = todayIn(TIME_ZONE);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = exemptionErrors(document, validUntil, Boolean(settings.constructionExemption.document));
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void save.run({ constructionExemption: document && validUntil ? { document, validUntil } : null });
      }}
    >
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
      {errors.document && (
        <p role="alert" className="fw-field__error" data-field="constructionExemption.document">
          {t(errors.document)}
        </p>
      )}
      <DatePicker
        label={t('invoicesWeb.settings.exemptionUntil')}
        value={validUntil}
        onChange={setValidUntil}
        name="constructionExemption.validUntil"
        min={today}
        error={errors.validUntil ? t(errors.validUntil) : undefined}
      />
      {save.error && <p role="alert" className="fw-form-error">{save.error.message}</p>}
      <div className="fw-dialog-actions">
        <Button type="button" variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" disabled={save.busy}>{t('invoicesWeb.save')}</Button>
      </div>
    </form>
  );
}
