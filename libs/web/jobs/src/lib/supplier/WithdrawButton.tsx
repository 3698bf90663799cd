import { apiEffects } from '@fachwerk/web/data-access';
import { ConfirmDialog } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawApplicationMutation } from '@fachwerk/web/market-data-access';

/** Withdraws a pending application after a confirm dialog (pending → withdrawn). */
export function WithdrawButton({ applicationId, jobTitle }: { applicationId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();
  const onConfirm = async () => {
    const result = await withdraw(applicationId);
    if ('data' in result && result.data)
      apiEffects().notifySuccess(result.data.message || t('jobsSupplier.withdraw.done'));
    setConfirming(false);
  };
  return (
    <>
      <button type="button" className="fw-button fw-button--secondary" onClick={() => setConfirming(true)}>
        {t('jobsSupplier.withdraw.button')}
      </button>
      {confirming && (
        <ConfirmDialog
          heading={t('jobsSupplier.withdraw.heading')}
          text={t('jobsSupplier.withdraw.text', { title: jobTitle })}
          confirmLabel={t('jobsSupplier.withdraw.confirm')}
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onConfirm()}
        />
      )}
    </>
  );
}
