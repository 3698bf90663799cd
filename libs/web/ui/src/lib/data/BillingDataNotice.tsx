import type { BillingDataField } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoNotice } from './states';

export interface BillingDataNoticeProps {
  /** what the client's profile lacks for an invoice to it (`missingBillingData` of the contracts) */
  missing: readonly BillingDataField[];
  /** what the client may still do meanwhile (the award, the approval) */
  after: ReactNode;
  testId?: string;
}

/**
 * What a supplier's invoice will need from the client and its profile lacks, each with a link that
 * opens the profile at the field (`/profile?field=…`). A note, not a refusal: shown where the client
 * acts before an invoice (the award, the approval of hours), so the supplier is never blocked later.
 */
export function BillingDataNotice({ missing, after, testId }: BillingDataNoticeProps) {
  const { t } = useTranslation();
  if (!missing.length) return null;
  return (
    <InfoNotice testId={testId}>
      <p>{t('billingData.intro')}</p>
      <ul>
        {missing.map((field) => (
          <li key={field} data-field={field}>
            {t(`billingData.missing.${field}`)} <Link to={`/profile?field=${field}`}>{t('billingData.toField')}</Link>
          </li>
        ))}
      </ul>
      <p>{after}</p>
    </InfoNotice>
  );
}
