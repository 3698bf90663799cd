import { securityCatalogue } from '@fachwerk/shared/i18n/security';
import { registerCatalogue, showToast, twoFactorApi } from '@fachwerk/web/data-access';
import { ConfirmDialog } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

registerCatalogue(securityCatalogue);

/** Admin account view: "2FA zurücksetzen" with a confirmation (lost phone and codes); audited by the API. */
export function ResetTwoFactorAction({ accountId, disabled = false }: { accountId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [reset, { isLoading }] = twoFactorApi.useResetTwoFactorMutation();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    const result = await reset(accountId);
    if ('data' in result) showToast('success', t('security.twoFactor.resetDone'));
    setAsking(false);
  };
  return (
    <>
      <button type="button" className="fw-button fw-button--secondary" disabled={disabled || isLoading} onClick={() => setAsking(true)} data-testid="reset-two-factor">
        {t('security.twoFactor.resetAction')}
      </button>
      {asking && (
        <ConfirmDialog
          heading={t('security.twoFactor.resetTitle')}
          text={t('security.twoFactor.resetText')}
          confirmLabel={t('security.twoFactor.resetAction')}
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
