import '@fachwerk/web/ui/screens-style';
import './catalogue';
import {
  FINAL_INVOICE_DEDUCTION,
  INVOICE_TAX_CATEGORIES,
  INVOICE_UNITS,
  type CreateInvoiceRequest,
  type InvoiceResponse,
  type InvoiceSource,
  type UpdateInvoiceRequest,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { hasErrorCode } from '@fachwerk/web/data-access';
import { useAwardsQuery } from '@fachwerk/web/data-access/api/awards';
import { useCreateInvoiceMutation, useInvoiceQuery, useIssueInvoiceMutation, useUpdateInvoiceMutation } from '@fachwerk/web/data-access/api/invoices';
import {
  BackLink,
  Button,
  DatePicker,
  ErrorState,
  formatCents,
  MoneyField,
  MutationDialog,
  NumberField,
  Select,
  Skeleton,
  Textarea,
  TextField,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { TotalsTable } from './TotalsTable';
import { InvoiceNotFound, validationHints, ValidationHints } from './shared';
import { computeTotals, countable, payableOf, validateDraft, type DraftErrors, type DraftForm, type DraftLine } from './totals';

const LIST = '/invoice/list';

/** What a fixed-price award can be billed with: the whole rest, a part (Teilrechnung), or the final invoice (Schlussrechnung). */
const AWARD_CHOICES = ['invoice', 'partial', 'final'] as const;
type AwardChoice = (typeof AWARD_CHOICES)[number];

/** The create request of a fixed-price award for the supplier's choice (a partial one needs its net amount). */
export const awardRequest = (awardId: string, choice: AwardChoice, amountCents: number | null): CreateInvoiceRequest => ({
  awardId,
  source: 'award',
  ...(choice === 'final' ? { final: true } : {}),
  ...(choice === 'partial' && amountCents ? { amountCents } : {}),
});

/**
 * `/invoice/:jobId/:clientId/:supplierId[/:invoiceId]` and `/auto-invoice/…` (supplier): without an
 * invoice a new draft from the award (the whole rest, a Teilrechnung or the Schlussrechnung) or from
 * approved hours; with one the draft editor.
 */
export function InvoiceEditorPage({ auto = false }: { auto?: boolean }) {
  const { invoiceId } = useParams();
  return invoiceId && invoiceId !== 'new' ? <DraftEditor id={invoiceId} /> : <CreateDraft auto={auto} />;
}

function CreateDraft({ auto }: { auto: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { jobId = '', clientId = '', supplierId = '' } = useParams();
  const awards = useAwardsQuery({ jobId, limit: 10 }, { skip: !jobId });
  const award = awards.data?.items[0];
  const fixed = award?.job.type === 'fixedBudget';
  const source: InvoiceSource = auto ? 'hours' : 'award';
  const chosen: InvoiceSource = award ? (fixed ? 'award' : 'hours') : source;
  const [choice, setChoice] = useState<AwardChoice>('invoice');
  const [amount, setAmount] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [mutate] = useCreateInvoiceMutation();
  const create = useMutationAction(mutate, {
    onSuccess: (result) => {
      if (result) navigate(`/invoice/${jobId}/${clientId}/${supplierId}/${result.data._id}`, { replace: true });
    },
  });
  if (awards.isLoading) return <Skeleton lines={4} />;
  if (awards.isError || (awards.data && !award))
    return (
      <section className="fw-page fw-invoices">
        <BackLink to={LIST} label={t('invoicesWeb.back')} />
        <ErrorState message={t('invoicesWeb.create.noAward')} />
      </section>
    );
  const submit = () => {
    if (!award) return;
    if (chosen === 'award') void create.run(awardRequest(award._id, choice, amount));
    else void create.run({ awardId: award._id, source: 'hours', ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <section className="fw-page fw-invoices" data-testid="invoice-create-page">
      <BackLink to={LIST} label={t('invoicesWeb.back')} />
      <h1>{t('invoicesWeb.create.title')}</h1>
      {award && (
        <p className="fw-subtitle">
          {t('invoicesWeb.create.forJob', { title: award.job.title, client: award.client.companyName })}
        </p>
      )}
      <form
        className="fw-card fw-invoice-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {chosen === 'award' ? (
          <>
            <p>{t('invoicesWeb.create.fromAward', { price: award ? formatCents(award.price, i18n.language) : '' })}</p>
            <fieldset className="fw-field" data-field="kind" data-testid="invoice-kind-choice">
              <legend>{t('invoicesWeb.create.choice')}</legend>
              {AWARD_CHOICES.map((value) => (
                <label key={value} className="fw-choice">
                  <input type="radio" name="invoice-kind" value={value} checked={choice === value} onChange={() => setChoice(value)} />{' '}
                  <strong>{t(`invoicesWeb.create.choices.${value}.title`)}</strong>
                  <span className="fw-choice__help">{t(`invoicesWeb.create.choices.${value}.help`, { paragraph: FINAL_INVOICE_DEDUCTION.paragraph })}</span>
                </label>
              ))}
            </fieldset>
            {choice === 'partial' && <MoneyField label={t('invoicesWeb.create.amount')} value={amount} onChange={setAmount} name="amountCents" required testId="invoice-amount" />}
          </>
        ) : (
          <>
            <p>{t('invoicesWeb.create.fromHours')}</p>
            <div className="fw-invoice-period">
              <DatePicker label={t('invoicesWeb.create.from')} value={from} onChange={setFrom} />
              <DatePicker label={t('invoicesWeb.create.to')} value={to} onChange={setTo} min={from || undefined} />
            </div>
          </>
        )}
        {create.error && (
          <p role="alert" className="fw-form-error" data-testid="invoice-create-error">
            {hasErrorCode(create.error, 'INVOICE_NO_APPROVED_HOURS')
              ? t('invoicesWeb.create.noHours')
              : hasErrorCode(create.error, 'INVOICE_AWARD_NOT_INVOICEABLE')
                ? t('invoicesWeb.create.notInvoiceable')
                : // the API's own words, e.g. what is left to bill (INVOICE_AMOUNT_EXCEEDS_AWARD) or the final invoice issued (INVOICE_FINAL_ISSUED)
                  create.error.message}
          </p>
        )}
        <Button type="submit" disabled={create.busy || (chosen === 'award' && choice === 'partial' && !amount)}>
          {t('invoicesWeb.create.submit')}
        </Button>
      </form>
    </section>
  );
}

const toForm = (invoice: InvoiceResponse): DraftForm => ({
  lines: invoice.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPriceCents: l.unitPriceCents,
    vatRate: l.vatRate === 7 ? 7 : 19,
  })),
  paymentDays: invoice.paymentDays,
  paymentTermsText: invoice.paymentTermsText ?? invoice.defaultPaymentTermsText,
  servicePeriod: invoice.servicePeriod,
  taxCategory: invoice.taxCategory,
  taxExemptionReason: invoice.taxExemptionReason ?? '',
  buyerReference: invoice.buyerReference,
});

const toRequest = (form: DraftForm, invoice: InvoiceResponse): UpdateInvoiceRequest => ({
  lines: form.lines.map((l) => ({
    description: l.description.trim(),
    quantity: l.quantity ?? 0,
    unit: l.unit,
    unitPriceCents: l.unitPriceCents ?? 0,
    ...(form.taxCategory === 'standard' ? { vatRate: l.vatRate } : {}),
  })),
  paymentDays: form.paymentDays ?? invoice.paymentDays,
  // the unchanged default stays "default" so it follows the payment days
  paymentTermsText: form.paymentTermsText.trim() === invoice.defaultPaymentTermsText.trim() ? null : form.paymentTermsText,
  servicePeriod: form.servicePeriod,
  taxCategory: form.taxCategory,
  taxExemptionReason: form.taxCategory === 'exempt' ? form.taxExemptionReason.trim() : null,
  buyerReference: form.buyerReference.trim(),
});

function DraftEditor({ id }: { id: string }) {
  const invoice = useInvoiceQuery(id);
  if (invoice.isLoading) return <Skeleton lines={6} />;
  if (invoice.isError || !invoice.data)
    return <InvoiceNotFound />;
  const data = invoice.data;
  if (!data.can.edit)
    return <Navigate replace to={`/invoice-view/${data.jobId ?? '-'}/${data.client._id}/${data.supplier._id}/${data._id}`} />;
  return <DraftForm invoice={data} key={data._id} />;
}

function DraftForm({ invoice }: { invoice: InvoiceResponse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<DraftForm>(() => toForm(invoice));
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState<DraftErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [update] = useUpdateInvoiceMutation();
  const [issueMutation] = useIssueInvoiceMutation();
  const save = useMutationAction((body: UpdateInvoiceRequest) => update({ id: invoice._id, body }), {
    onSuccess: () => setDirty(false),
  });
  // 422 INVOICE_NOT_VALID closes the confirmation: its hints are shown on the page, beside the fields
  const issue = useMutationAction(
    async (id: string) => {
      const outcome = await issueMutation(id);
      if ('error' in outcome && validationHints(outcome.error)) setConfirming(false);
      return outcome;
    },
    {
    onSuccess: (result) => {
        if (result) navigate(`/invoice-view/${result.data.jobId ?? '-'}/${result.data.client._id}/${result.data.supplier._id}/${result.data._id}`, { replace: true });
      },
    },
  );
  const totals = useMemo(
    () =>
      computeTotals(
        form.lines.map((l) => ({ quantity: countable(l.quantity), unitPriceCents: countable(l.unitPriceCents), vatRate: l.vatRate })),
        form.taxCategory,
        form.taxExemptionReason,
      ),
    [form],
  );
  const change = (patch: Partial<DraftForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const changeLine = (index: number, patch: Partial<DraftLine>) =>
    change({ lines: form.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  const err = (path: string) => {
    const key = shown[path];
    if (!key) return undefined;
    // text that is no number: the contracts rule's text, naming the field
    return key === 'numeric' ? t(rules.numeric.messageKey, { field: t(`invoicesWeb.fields.${path.split('.').pop()}`) }) : t(`invoicesWeb.errors.${key}`);
  };
  const check = (): boolean => {
    const errors = validateDraft(form);
    setShown(errors);
    return Object.keys(errors).length === 0;
  };
  const saveNow = async (): Promise<boolean> => {
    if (!check()) return false;
    if (!dirty) return true;
    return (await save.run(toRequest(form, invoice))) !== undefined;
  };
  const hints = validationHints(issue.error);
  const lang = i18n.language;

  return (
    <section className="fw-page fw-invoices" data-testid="invoice-editor">
      <BackLink to={LIST} label={t('invoicesWeb.back')} />
      <h1>{t(`invoicesWeb.editor.title.${invoice.kind}`)}</h1>
      <p className="fw-subtitle">
        {t('invoicesWeb.editor.subtitle', { client: invoice.client.name, job: invoice.jobTitle ?? '–' })}
      </p>
      {invoice.kind === 'final' && <p className="fw-hint">{t('invoicesWeb.editor.finalNote')}</p>}
      {hints && <ValidationHints hints={hints} />}
      {save.error && <p role="alert" className="fw-form-error">{save.error.message}</p>}
      <form
        className="fw-invoice-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void saveNow();
        }}
      >
        <fieldset className="fw-card" id="invoice-field-lines">
          <legend>{t('invoicesWeb.editor.lines')}</legend>
          {shown['lines'] && <p role="alert" className="fw-form-error">{err('lines')}</p>}
          {form.lines.map((line, i) => (
            <div key={i} className="fw-invoice-line" data-testid="invoice-line">
              <TextField label={t('invoicesWeb.line.description')} value={line.description} onChange={(e) => changeLine(i, { description: e.target.value })} error={err(`lines.${i}.description`)} required />
              <NumberField reportUnreadable label={t('invoicesWeb.line.quantity')} maxDecimals={3} value={line.quantity} onChange={(v) => changeLine(i, { quantity: v })} error={err(`lines.${i}.quantity`)} required />
              <Select label={t('invoicesWeb.line.unit')} value={line.unit} options={INVOICE_UNITS.map((u) => ({ value: u, label: t(`invoicesWeb.units.${u}`) }))} onChange={(e) => changeLine(i, { unit: e.target.value as DraftLine['unit'] })} />
              <MoneyField reportUnreadable label={t('invoicesWeb.line.unitPrice')} value={line.unitPriceCents} onChange={(v) => changeLine(i, { unitPriceCents: v })} error={err(`lines.${i}.unitPriceCents`)} required />
              {form.taxCategory === 'standard' && (
                <Select label={t('invoicesWeb.line.vat')} value={String(line.vatRate)} options={[{ value: '19', label: '19 %' }, { value: '7', label: '7 %' }]} onChange={(e) => changeLine(i, { vatRate: e.target.value === '7' ? 7 : 19 })} />
              )}
              <p className="fw-invoice-line__net" data-testid="invoice-line-net">
                {t('invoicesWeb.line.net', { amount: formatCents(computeTotals([{ quantity: countable(line.quantity), unitPriceCents: countable(line.unitPriceCents) }], 'exempt').netCents, lang) })}
              </p>
              {form.lines.length > 1 && (
                <Button type="button" size="small" variant="ghost" onClick={() => change({ lines: form.lines.filter((_, j) => j !== i) })}>
                  {t('invoicesWeb.line.remove')}
                </Button>
              )}
            </div>
          ))}
          <Button type="button" variant="secondary" size="small" onClick={() => change({ lines: [...form.lines, { description: '', quantity: 1, unit: 'C62', unitPriceCents: null, vatRate: 19 }] })}>
            {t('invoicesWeb.line.add')}
          </Button>
        </fieldset>

        <fieldset className="fw-card" id="invoice-field-taxCategory">
          <legend>{t('invoicesWeb.editor.tax')}</legend>
          <Select label={t('invoicesWeb.editor.taxCategory')} value={form.taxCategory} options={INVOICE_TAX_CATEGORIES.map((c) => ({ value: c, label: t(`invoicesWeb.taxCategory.${c}`) }))} onChange={(e) => change({ taxCategory: e.target.value as DraftForm['taxCategory'] })} />
          {form.taxCategory === 'exempt' && (
            <TextField label={t('invoicesWeb.editor.exemptionReason')} value={form.taxExemptionReason} onChange={(e) => change({ taxExemptionReason: e.target.value })} error={err('taxExemptionReason')} required />
          )}
        </fieldset>

        <fieldset className="fw-card" id="invoice-field-servicePeriod">
          <legend>{t('invoicesWeb.editor.terms')}</legend>
          <div className="fw-invoice-period">
            <DatePicker label={t('invoicesWeb.editor.periodStart')} value={form.servicePeriod.start} onChange={(start) => change({ servicePeriod: { ...form.servicePeriod, start } })} error={err('servicePeriod.start')} />
            <DatePicker label={t('invoicesWeb.editor.periodEnd')} value={form.servicePeriod.end} onChange={(end) => change({ servicePeriod: { ...form.servicePeriod, end } })} error={err('servicePeriod.end')} min={form.servicePeriod.start || undefined} />
          </div>
          <div id="invoice-field-buyerReference">
            <TextField label={t('invoicesWeb.editor.buyerReference')} hint={t('invoicesWeb.editor.buyerReferenceHint')} value={form.buyerReference} onChange={(e) => change({ buyerReference: e.target.value })} error={err('buyerReference')} required />
          </div>
          <div id="invoice-field-paymentDays">
            <NumberField reportUnreadable label={t('invoicesWeb.editor.paymentDays')} value={form.paymentDays} onChange={(v) => change({ paymentDays: v })} error={err('paymentDays')} suffix={t('invoicesWeb.editor.days')} required />
          </div>
          <Textarea label={t('invoicesWeb.editor.paymentTerms')} hint={t('invoicesWeb.editor.paymentTermsHint')} value={form.paymentTermsText} onChange={(e) => change({ paymentTermsText: e.target.value })} error={err('paymentTermsText')} rows={4} />
          <Button type="button" size="small" variant="ghost" onClick={() => change({ paymentTermsText: invoice.defaultPaymentTermsText })}>
            {t('invoicesWeb.editor.paymentTermsDefault')}
          </Button>
        </fieldset>

        <TotalsTable totals={totals} deductions={invoice.deductions} />

        <div className="fw-toolbar fw-invoice-actions">
          <Button type="submit" variant="secondary" disabled={save.busy || !dirty}>
            {t('invoicesWeb.save')}
          </Button>
          {invoice.can.issue && (
            <Button
              type="button"
              disabled={save.busy || issue.busy}
              onClick={async () => {
                if (await saveNow()) setConfirming(true);
              }}
            >
              {t('invoicesWeb.issue.button')}
            </Button>
          )}
        </div>
      </form>
      {confirming && (
        <MutationDialog
          title={t('invoicesWeb.issue.title')}
          action={{ busy: issue.busy, error: hints ? null : issue.error }}
          confirmLabel={t('invoicesWeb.issue.confirm')}
          testId="invoice-issue-dialog"
          onClose={() => {
            issue.clearError();
            setConfirming(false);
          }}
          onConfirm={() => void issue.run(invoice._id)}
        >
          <p>{t('invoicesWeb.issue.text', { amount: formatCents(payableOf(totals, invoice.deductions), lang) })}</p>
        </MutationDialog>
      )}
    </section>
  );
}
