import '@fachwerk/web/ui/screens-style';
import './catalogue';
import { todayIn } from '@fachwerk/shared/contracts/rules';
import { INVOICE_MESSAGE_MAX, TIME_ZONE, type InvoiceRef, type InvoiceResponse, type UserType } from '@fachwerk/shared/contracts';
import {
  BackLink,
  Button,
  DataTable,
  DatePicker,
  EmptyState,
  ErrorState,
  formatCents,
  formatDate,
  formatDecimal,
  MoneyField,
  MutationDialog,
  Skeleton,
  Textarea,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCancelInvoiceMutation, useInvoiceMessagesQuery, useInvoiceQuery, useRecordPaymentMutation, useSendInvoiceMessageMutation } from '@fachwerk/web/data-access/api/invoices';
import { InvoicePaymentsPanel } from './InvoicePaymentsPanel';
import { TotalsTable } from './TotalsTable';
import { InvoiceNotFound, PaymentBadge, useInvoiceDownload } from './shared';

const LIST = '/invoice/list';
const berlinToday = () => todayIn(TIME_ZONE);

/** `/invoice-view/…/:invoiceId` (and `/invoice-view/:invoiceId`): one issued invoice for its supplier, its client and admins. */
export function InvoiceViewPage({ role }: { role: UserType }) {
  const { invoiceId = '' } = useParams();
  const [pending, setPending] = useState(false);
  const invoice = useInvoiceQuery(invoiceId, { skip: !invoiceId, pollingInterval: pending ? 2_000 : 0 });
  const state = invoice.data?.documents.state;
  if ((state === 'pending') !== pending) setPending(state === 'pending');
  if (invoice.isLoading) return <Skeleton lines={6} />;
  if (invoice.isError || !invoice.data)
    return <InvoiceNotFound />;
  return <InvoiceView invoice={invoice.data} role={role} />;
}

function RefLink({ label, invoice }: { label: string; invoice: InvoiceRef }) {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {label}{' '}
      <Link to={`/invoice-view/${invoice._id}`}>{invoice.number ?? t('invoicesWeb.draftNumber')}</Link> ({formatCents(invoice.grossCents, i18n.language)})
    </p>
  );
}

function InvoiceView({ invoice, role }: { invoice: InvoiceResponse; role: UserType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const download = useInvoiceDownload();
  const [open, setOpen] = useState<'cancel' | 'pay' | null>(null);
  const [cancelMutation] = useCancelInvoiceMutation();
  const cancel = useMutationAction(cancelMutation, {
    onSuccess: (result) => {
      setOpen(null);
      if (result) navigate(`/invoice-view/${result.data._id}`);
    },
  });
  const title = t(`invoicesWeb.kind.${invoice.kind}`);
  const docs = invoice.documents.state;
  return (
    <section className="fw-page fw-invoices" data-testid="invoice-view" data-documents={docs}>
      <BackLink to={LIST} label={t('invoicesWeb.back')} />
      <h1>
        {title} <span data-testid="invoice-number">{invoice.number ?? t('invoicesWeb.draftNumber')}</span>
      </h1>
      <p>
        <PaymentBadge invoice={invoice} />
      </p>
      <dl className="fw-card fw-invoice-facts">
        <div><dt>{t('invoicesWeb.view.supplier')}</dt><dd>{invoice.supplier.name}<br />{invoice.supplier.address}</dd></div>
        <div><dt>{t('invoicesWeb.view.client')}</dt><dd>{invoice.client.name}<br />{invoice.client.address}</dd></div>
        {invoice.jobTitle && <div><dt>{t('invoicesWeb.columns.job')}</dt><dd>{invoice.jobTitle}</dd></div>}
        {invoice.issueDate && <div><dt>{t('invoicesWeb.view.issueDate')}</dt><dd>{formatDate(invoice.issueDate, lang)}</dd></div>}
        {invoice.dueDate && <div><dt>{t('invoicesWeb.view.dueDate')}</dt><dd>{formatDate(invoice.dueDate, lang)}</dd></div>}
        <div><dt>{t('invoicesWeb.view.period')}</dt><dd>{formatDate(invoice.servicePeriod.start, lang)} – {formatDate(invoice.servicePeriod.end, lang)}</dd></div>
        <div><dt>{t('invoicesWeb.editor.buyerReference')}</dt><dd>{invoice.buyerReference}</dd></div>
      </dl>

      <div className="fw-toolbar fw-invoice-actions">
        {docs === 'pending' && <p className="fw-hint" data-testid="invoice-documents-pending">{t('invoicesWeb.documentPending')}</p>}
        {docs === 'ready' && (
          <>
            <Button variant="secondary" onClick={() => void download(invoice._id, invoice.number, 'pdf')}>{t('invoicesWeb.view.pdf')}</Button>
            <Button variant="secondary" onClick={() => void download(invoice._id, invoice.number, 'xml')}>{t('invoicesWeb.view.xml')}</Button>
          </>
        )}
        {invoice.can.pay && <Button onClick={() => setOpen('pay')}>{t('invoicesWeb.pay.button')}</Button>}
        {invoice.can.cancel && <Button variant="secondary" onClick={() => setOpen('cancel')}>{t('invoicesWeb.cancel.button')}</Button>}
      </div>

      <DataTable
        caption={t('invoicesWeb.editor.lines')}
        rows={invoice.lines}
        rowKey={(l) => `${l.description}-${l.workerId ?? ''}-${l.unitPriceCents}-${l.quantity}`}
        columns={[
          { key: 'description', header: t('invoicesWeb.line.description'), primary: true, cell: (l) => l.description },
          { key: 'quantity', header: t('invoicesWeb.line.quantity'), numeric: true, cell: (l) => `${formatDecimal(l.quantity, lang, 3)} ${t(`invoicesWeb.units.${l.unit}`)}` },
          { key: 'price', header: t('invoicesWeb.line.unitPrice'), numeric: true, cell: (l) => formatCents(l.unitPriceCents, lang) },
          ...(invoice.taxCategory === 'standard' ? [{ key: 'vat', header: t('invoicesWeb.line.vat'), numeric: true, cell: (l: InvoiceResponse['lines'][number]) => `${l.vatRate} %` }] : []),
          { key: 'net', header: t('invoicesWeb.totals.net'), numeric: true, cell: (l) => formatCents(l.netCents, lang) },
        ]}
      />
      <TotalsTable totals={invoice.totals} deductions={invoice.deductions} payableCents={invoice.payableCents} />

      {invoice.taxNotes.length > 0 && (
        <section className="fw-card" role="note" data-testid="invoice-tax-notes">
          {invoice.taxNotes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </section>
      )}
      <InvoicePaymentsPanel invoice={invoice} />

      {invoice.cancelsInvoice && <RefLink label={t('invoicesWeb.view.cancels')} invoice={invoice.cancelsInvoice} />}
      {invoice.cancelledBy && <RefLink label={t('invoicesWeb.view.cancelledBy')} invoice={invoice.cancelledBy} />}
      {invoice.serviceFeeInvoice && <RefLink label={t('invoicesWeb.view.serviceFee')} invoice={invoice.serviceFeeInvoice} />}

      {invoice.status !== 'draft' && invoice.issuerKind === 'supplier' && role !== 'admin' && <Messages id={invoice._id} />}

      {open === 'cancel' && (
        <MutationDialog
          title={t('invoicesWeb.cancel.title')}
          action={cancel}
          confirmLabel={t('invoicesWeb.cancel.confirm')}
          danger
          testId="invoice-cancel-dialog"
          onClose={() => {
            cancel.clearError();
            setOpen(null);
          }}
          onConfirm={() => void cancel.run(invoice._id)}
        >
          <p>{t('invoicesWeb.cancel.text', { number: invoice.number ?? '' })}</p>
        </MutationDialog>
      )}
      {open === 'pay' && <PaymentDialog invoice={invoice} onClose={() => setOpen(null)} />}
    </section>
  );
}

function PaymentDialog({ invoice, onClose }: { invoice: InvoiceResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(invoice.payment.openCents);
  const [paidOn, setPaidOn] = useState(berlinToday());
  const [mutate] = useRecordPaymentMutation();
  const pay = useMutationAction(mutate, { onSuccess: onClose });
  const tooMuch = amount !== null && amount > invoice.payment.openCents;
  const submit = () => {
    if (amount && !tooMuch) void pay.run({ id: invoice._id, body: { amountCents: amount, paidOn } });
  };
  return (
    <MutationDialog
      title={t('invoicesWeb.pay.title')}
      action={pay}
      confirmLabel={t('invoicesWeb.pay.confirm')}
      disabled={!amount || tooMuch}
      testId="invoice-pay-dialog"
      onClose={onClose}
      onConfirm={submit}
    >
      <MoneyField label={t('invoicesWeb.pay.amount')} value={amount} onChange={setAmount} required error={tooMuch ? t('invoicesWeb.pay.tooMuch') : undefined} />
      <DatePicker label={t('invoicesWeb.pay.date')} value={paidOn} onChange={setPaidOn} max={berlinToday()} />
    </MutationDialog>
  );
}

function Messages({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const messages = useInvoiceMessagesQuery(id);
  const [body, setBody] = useState('');
  const [mutate] = useSendInvoiceMessageMutation();
  const send = useMutationAction(mutate, { success: false, onSuccess: () => setBody('') });
  return (
    <section className="fw-card fw-invoice-messages" aria-label={t('invoicesWeb.messages.title')} data-testid="invoice-messages">
      <h2>{t('invoicesWeb.messages.title')}</h2>
      {messages.isError && <ErrorState message={t('invoicesWeb.loadFailed')} onRetry={() => void messages.refetch()} />}
      {messages.data && messages.data.items.length === 0 && <EmptyState title={t('invoicesWeb.messages.empty')} />}
      <ul>
        {messages.data?.items.map((m) => (
          <li key={m._id} data-testid="invoice-message">
            <strong>{m.authorName}</strong> ({formatDate(m.createdAt.slice(0, 10), i18n.language)}): {m.body}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) void send.run({ id, body: body.trim() });
        }}
      >
        <Textarea label={t('invoicesWeb.messages.label')} value={body} onChange={(e) => setBody(e.target.value)} maxLength={INVOICE_MESSAGE_MAX} rows={3} />
        {send.error && <p role="alert" className="fw-form-error">{send.error.message}</p>}
        <Button type="submit" disabled={send.busy || !body.trim()}>{t('invoicesWeb.messages.send')}</Button>
      </form>
    </section>
  );
}
