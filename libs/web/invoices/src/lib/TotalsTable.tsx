import type { InvoiceTotals } from '@fachwerk/shared/contracts';
import { formatCents } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';

/** Net, each VAT group and gross, in the UI language's money format. */
export function TotalsTable({ totals }: { totals: InvoiceTotals }) {
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
    </dl>
  );
}
