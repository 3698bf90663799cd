import {
  INVOICE_PATHS,
  type ErrorCode,
  type InvoiceListItem,
  type InvoiceNotValidData,
  type InvoiceValidationHint,
} from '@fachwerk/shared/contracts';
import { apiEffects, hasErrorCode } from '@fachwerk/web/data-access';
import { FileRequestError, useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import { BackLink, downloadBlob, ErrorState, StatusBadge, type StatusTone } from '@fachwerk/web/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The payment badge of a row, the kit's StatusBadge: overdue wins over unpaid/partly paid; drafts and
 * Stornos say what they are. `data-payment` carries the payment state (overdue, unpaid, partial, paid).
 */
export function PaymentBadge({ invoice }: { invoice: Pick<InvoiceListItem, 'status' | 'kind' | 'payment'> }) {
  const { t } = useTranslation();
  if (invoice.status === 'draft')
    return <StatusBadge status="draft" data-testid="invoice-status">{t('invoicesWeb.status.draft')}</StatusBadge>;
  if (invoice.status === 'cancelled')
    return <StatusBadge tone="danger" status="cancelled" data-testid="invoice-status">{t('invoicesWeb.status.cancelled')}</StatusBadge>;
  if (invoice.kind === 'cancellation')
    return <StatusBadge status="cancellation" data-testid="invoice-status">{t('invoicesWeb.kind.cancellation')}</StatusBadge>;
  const { status, overdue } = invoice.payment;
  const payment = status !== 'paid' && overdue ? 'overdue' : status;
  const tone: StatusTone = payment === 'paid' ? 'success' : payment === 'overdue' ? 'danger' : 'warning';
  return (
    <StatusBadge tone={tone} status={invoice.status} data-testid="invoice-status" data-payment={payment}>
      {t(`invoicesWeb.payment.${payment}`)}
    </StatusBadge>
  );
}

/** Where a row opens: the supplier edits its drafts, everything else is the view. */
export const invoicePath = (invoice: Pick<InvoiceListItem, '_id' | 'status' | 'jobId' | 'client' | 'supplier' | 'issuerKind'>, role: string): string =>
  role === 'supplier' && invoice.status === 'draft' && invoice.issuerKind === 'supplier'
    ? `/invoice/${invoice.jobId ?? '-'}/${invoice.client._id}/${invoice.supplier._id}/${invoice._id}`
    : `/invoice-view/${invoice.jobId ?? '-'}/${invoice.client._id}/${invoice.supplier._id}/${invoice._id}`;

/**
 * Fetches an API file route with the session's token and offers it as a download; on 409
 * INVOICE_DOCUMENT_PENDING it says "wird erstellt" instead.
 */
export function useAuthorizedDownload() {
  const fetchFile = useAuthorizedFile();
  const { t } = useTranslation();
  return useCallback(
    async (path: string, fileName: string) => {
      try {
        downloadBlob(await fetchFile(path), fileName);
      } catch (error) {
        const pending = error instanceof FileRequestError && error.status === 409 && error.code === 'INVOICE_DOCUMENT_PENDING';
        apiEffects().notifyError(t(pending ? 'invoicesWeb.documentPending' : 'invoicesWeb.downloadFailed'));
      }
    },
    [fetchFile, t],
  );
}

/** Downloads the invoice's PDF or XML, named after its number. */
export function useInvoiceDownload() {
  const download = useAuthorizedDownload();
  return useCallback(
    (id: string, number: string | null, format: 'pdf' | 'xml') =>
      download(format === 'pdf' ? INVOICE_PATHS.pdf(id) : INVOICE_PATHS.xml(id), `${(number ?? id).replace(/[^\w.-]+/g, '_')}.${format}`),
    [download],
  );
}

/** The page when an invoice cannot be loaded (not there, or not the caller's). */
export function InvoiceNotFound() {
  const { t } = useTranslation();
  return (
    <section className="fw-page fw-invoices">
      <BackLink to="/invoice/list" label={t('invoicesWeb.back')} />
      <ErrorState message={t('invoicesWeb.notFound')} />
    </section>
  );
}

const FIELD_LINKS: Record<string, string> = {
  settings: '/invoice/list?settings=1',
  profile: '/profile',
};

/** The hints of a 422 INVOICE_NOT_VALID, or null for any other error. */
export function validationHints(error: unknown): InvoiceValidationHint[] | null {
  if (!hasErrorCode(error, 'INVOICE_NOT_VALID' as ErrorCode)) return null;
  const data = (error as { data?: InvoiceNotValidData }).data;
  return data?.hints ?? [];
}

/** Moves to an editor field by its wrapper's id: into view, and the focus on its first control. */
function goToField(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' }); // (jsdom has none)
  const control = target.querySelector<HTMLElement>('input, select, textarea, button') ?? target;
  control.focus({ preventScroll: true });
}

/**
 * What to fix before the invoice can be issued, in words: each hint, with a link to the settings or
 * the profile when the field lives there, a jump to the editor's field when it is on this page, or
 * the note that the client's profile lacks it (only the client can add it). The list is focused when
 * it appears, so the reason is in view after a refused issue, not off-screen above the button.
 */
export function ValidationHints({ hints }: { hints: InvoiceValidationHint[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [hints]);
  return (
    <div ref={box} tabIndex={-1} role="alert" className="fw-card fw-invoice-hints" data-testid="invoice-hints">
      <h2>{t('invoicesWeb.hints.title')}</h2>
      <ul>
        {hints.map((hint, i) => {
          const area = hint.field?.split('.')[0] ?? '';
          const link = FIELD_LINKS[area];
          const fieldId = `invoice-field-${area}`;
          return (
            <li key={`${hint.rule}-${i}`} data-field={hint.field}>
              {hint.message}{' '}
              {link ? (
                <Link to={link}>{t(`invoicesWeb.hints.fix.${area === 'settings' ? 'settings' : 'profile'}`)}</Link>
              ) : area === 'client' ? (
                <span className="fw-muted">{t('invoicesWeb.hints.fix.client')}</span>
              ) : hint.field ? (
                // a button, not a "#id" link: under <base href="/"> such a link opened the home page
                <button type="button" className="fw-link-button" onClick={() => goToField(fieldId)}>
                  {t('invoicesWeb.hints.fix.field')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
