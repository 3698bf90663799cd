import { FINAL_INVOICE_DEDUCTION, type InvoiceDeduction, type InvoiceTotals } from '@fachwerk/shared/contracts';
import { formatCents, formatDate } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { payableOf } from './totals';

/**
 * Net, each VAT group and gross, in the UI language's money format; for a final invoice then each
 * deducted partial invoice (number, date, net and VAT, its gross subtracted) and the remaining amount
 * due (§ 14 Abs. 5 UStG), in the order the PDF prints them.
 */
export function TotalsTable({ totals, deductions = [], payableCents }: { totals: InvoiceTotals; deductions?: readonly InvoiceDeduction[]; payableCents?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <dl className="fw-card fw-invoice-totals" data-testid="invoice-totals">
      <div>
        <dt>{t('invoicesWeb.totals.net')}</dt>
        <dd data-testid="invoice-net">{formatCents(totals.netCents, lang)}</dd>
      </div>
      {totals.vat.map((group) => (
        <div key={`${group.category}-${group.rate}`} data-testid="invoice-vat-group">
          <dt>
            {group.category === 'S'
              ? t('invoicesWeb.totals.vat', { rate: group.rate, base: formatCents(group.taxableCents, lang) })
              : group.reason || t('invoicesWeb.totals.noVat')}
          </dt>
          <dd>{formatCents(group.taxCents, lang)}</dd>
        </div>
      ))}
      <div className="fw-invoice-totals__gross">
        <dt>{t('invoicesWeb.totals.gross')}</dt>
        <dd data-testid="invoice-gross-total">{formatCents(totals.grossCents, lang)}</dd>
      </div>
      {deductions.length > 0 && (
        <>
          <div className="fw-invoice-totals__caption">
            <dt>{t('invoicesWeb.totals.deductions', { paragraph: FINAL_INVOICE_DEDUCTION.paragraph })}</dt>
          </div>
          {deductions.map((deduction) => (
            <div key={deduction._id} data-testid="invoice-deduction" data-number={deduction.number}>
              <dt>
                {t('invoicesWeb.totals.deduction', { number: deduction.number, date: formatDate(deduction.issueDate, lang) })}
                <span className="fw-invoice-totals__parts">
                  {t('invoicesWeb.totals.deductionParts', { net: formatCents(deduction.netCents, lang), tax: formatCents(deduction.taxCents, lang) })}
                </span>
              </dt>
              <dd>{formatCents(-deduction.grossCents, lang)}</dd>
            </div>
          ))}
          <div className="fw-invoice-totals__gross">
            <dt>{t('invoicesWeb.totals.payable')}</dt>
            <dd data-testid="invoice-payable">{formatCents(payableCents ?? payableOf(totals, deductions), lang)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

