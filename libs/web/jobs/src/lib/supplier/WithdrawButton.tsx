import { MutationDialog, useMutationAction } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawApplicationMutation } from '@fachwerk/web/data-access/api/awards';

/**
 * Withdraws a pending application after a confirm dialog (pending → withdrawn); a refusal (say, it
 * was awarded meanwhile) stays in the dialog with the API's message.
 */
export function WithdrawButton({ applicationId, jobTitle }: { applicationId: string; jobTitle: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const withdraw = useMutationAction(useWithdrawApplicationMutation()[0], {
    success: (result) => result?.message || t('jobsSupplier.withdraw.done'),
    onSuccess: close,
  });
  const open = () => {
    withdraw.clearError();
    setConfirming(true);
  };
  return (
    <>
      <button type="button" className="fw-button fw-button--secondary" onClick={open}>
        {t('jobsSupplier.withdraw.button')}
      </button>
      {confirming && (
        <MutationDialog
          title={t('jobsSupplier.withdraw.heading')}
          action={withdraw}
          onConfirm={() => void withdraw.run(applicationId)}
          onClose={close}
          confirmLabel={t('jobsSupplier.withdraw.confirm')}
          testId="withdraw-dialog"
        >
          <p>{t('jobsSupplier.withdraw.text', { title: jobTitle })}</p>
        </MutationDialog>
      )}
    </>
  );
}
