import { INVOICE_CONTEST_REASON_MAX, type InvoicePayment, type InvoiceResponse } from '@fachwerk/shared/contracts';
import { Button, ErrorNotice, formatCents, formatDate, ReasonDialog, useMutationAction } from '@fachwerk/web/ui';
import QRCode from 'qrcode';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmPaymentMutation, useContestPaymentMutation } from '@fachwerk/web/data-access/api/invoices';

/**
 * Payments both parties see: the open amount, every payment with its state (reported by the client,
 * confirmed or contested by the supplier, with the reason), the supplier's confirm and contest, and
 * the GiroCode (EPC QR code) for the open amount the API built.
 */
export function InvoicePaymentsPanel({ invoice }: { invoice: InvoiceResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [contesting, setContesting] = useState<InvoicePayment | null>(null);
  const [confirmMutation] = useConfirmPaymentMutation();
  const [contestMutation] = useContestPaymentMutation();
  const confirm = useMutationAction(confirmMutation);
  const contest = useMutationAction(contestMutation, { onSuccess: () => setContesting(null) });
  return (
    <section className="fw-card" aria-label={t('invoicesWeb.view.payments')} data-testid="invoice-payments">
      <h2>{t('invoicesWeb.view.payments')}</h2>
      <p data-testid="invoice-open">
        {t('invoicesWeb.view.paidOpen', { paid: formatCents(invoice.payment.paidCents, lang), open: formatCents(invoice.payment.openCents, lang) })}
      </p>
      {invoice.payment.payments.length > 0 && (
        <ul className="fw-invoice-payments">
          {invoice.payment.payments.map((p) => (
            <li key={p._id} data-testid="invoice-payment" data-status={p.status}>
              {t('invoicesWeb.view.payment', { amount: formatCents(p.amountCents, lang), date: formatDate(p.paidOn, lang), by: t(`invoicesWeb.roles.${p.recordedBy}`) })}{' '}
              – {t(`invoicesWeb.view.paymentStatus.${p.status}`, { reason: p.contestReason ?? '' })}
              {invoice.can.decidePayments && p.status === 'reported' && (
                <span className="fw-toolbar">
                  <Button size="small" busy={confirm.busy} onClick={() => void confirm.run({ id: invoice._id, paymentId: p._id })}>
                    {t('invoicesWeb.view.confirmPayment')}
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => setContesting(p)}>
                    {t('invoicesWeb.view.contestPayment')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirm.error && <ErrorNotice as="p">{confirm.error.message}</ErrorNotice>}
      {invoice.giroCode && <GiroCode payload={invoice.giroCode} label={t('invoicesWeb.view.giroCode', { open: formatCents(invoice.payment.openCents, lang) })} />}
      <p className="fw-hint">{invoice.paymentTermsText ?? invoice.defaultPaymentTermsText}</p>
      {contesting && (
        <ReasonDialog
          title={t('invoicesWeb.view.contestTitle')}
          text={t('invoicesWeb.view.contestText', { amount: formatCents(contesting.amountCents, lang), date: formatDate(contesting.paidOn, lang) })}
          label={t('invoicesWeb.view.contestLabel')}
          submitLabel={t('invoicesWeb.view.contestPayment')}
          maxLength={INVOICE_CONTEST_REASON_MAX}
          busy={contest.busy}
          error={contest.error?.message ?? null}
          testId="invoice-contest-dialog"
          onCancel={() => {
            contest.clearError();
            setContesting(null);
          }}
          onSubmit={(reason) => void contest.run({ id: invoice._id, paymentId: contesting._id, reason })}
        />
      )}
    </section>
  );
}

/** The EPC QR code as SVG modules (error correction M, as EPC069-12 asks), with its text alternative. */
function GiroCode({ payload, label }: { payload: string; label: string }) {
  const modules = useMemo(() => QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules, [payload]);
  const quiet = 4;
  const size = modules.size + 2 * quiet;
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) cells.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return (
    <figure className="fw-girocode" data-testid="invoice-girocode">
      <svg viewBox={`0 0 ${size} ${size}`} width={176} height={176} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={cells.join('')} fill="#000" />
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
