import type { TwoFactorSetup } from '@fachwerk/shared/contracts';
import { showToast, twoFactorApi, type ApiError } from '@fachwerk/web/data-access';
import { Button, Dialog, DialogActions, TextField } from '@fachwerk/web/ui';
import { RecoveryCodesPanel, TotpCodeField, TotpSetupPanel } from '@fachwerk/web/ui/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../shared/labels';

/** What the password dialog confirms: starting an enrolment (password only), or a change of a working factor (password and a current code). */
type Purpose = 'enable' | 'reenrol' | 'disable' | 'renew';
type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'confirm'; purpose: Purpose };

const TITLE: Record<Purpose, string> = {
  enable: 'security.twoFactor.enableTitle',
  reenrol: 'security.twoFactor.reenrolTitle',
  disable: 'security.twoFactor.disableTitle',
  renew: 'security.twoFactor.renewTitle',
};
const HINT: Record<Purpose, string> = {
  enable: 'security.twoFactor.enableHint',
  reenrol: 'security.twoFactor.reenrolHint',
  disable: 'security.twoFactor.disableHint',
  renew: 'security.twoFactor.renewHint',
};
const ACTION: Record<Purpose, string> = {
  enable: 'security.twoFactor.continue',
  reenrol: 'security.twoFactor.continue',
  disable: 'security.twoFactor.disable',
  renew: 'security.twoFactor.renew',
};

/**
 * The profile's second factor (lazy chunk): status; enrolment (after the password) with the QR code,
 * the key to type and the first code, then the recovery codes shown once; moving it to a new app, new
 * recovery codes and turning it off (not for admins), each with the password and a current code.
 */
export default function TwoFactorCard() {
  const { t } = useTranslation();
  const { data: status, refetch } = twoFactorApi.useTwoFactorStatusQuery();
  const [enable, enableState] = twoFactorApi.useTwoFactorEnableMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const confirm = async (code: string) => {
    const result = await enable({ code });
    if ('data' in result && result.data) setStep({ kind: 'codes', codes: result.data.recoveryCodes });
  };
  const finish = () => {
    setStep({ kind: 'idle' });
    void refetch();
  };

  return (
    <div className="fw-two-factor" data-testid="two-factor-card">
      <h3>{t('security.twoFactor.title')}</h3>
      <p>{t('security.twoFactor.intro')}</p>
      {status && (
        <p data-testid="two-factor-status">
          <strong>{status.enabled ? t('security.twoFactor.statusOn', { count: status.recoveryCodesLeft }) : t('security.twoFactor.statusOff')}</strong>
          {status.required && <> · {t('security.twoFactor.requiredForAdmins')}</>}
        </p>
      )}
      {step.kind === 'setup' && (
        <TotpSetupPanel
          setup={step.setup}
          onConfirm={(code) => void confirm(code)}
          busy={enableState.isLoading}
          error={enableState.error ? (enableState.error as ApiError).message : undefined}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={finish} />}
      {(step.kind === 'idle' || step.kind === 'confirm') && status && (
        <p className="fw-two-factor__actions">
          {!status.enabled && (
            <Button onClick={() => setStep({ kind: 'confirm', purpose: 'enable' })} data-testid="two-factor-enable">
              {t('security.twoFactor.enable')}
            </Button>
          )}
          {status.enabled && (
            <Button variant="secondary" onClick={() => setStep({ kind: 'confirm', purpose: 'reenrol' })} data-testid="two-factor-reenrol">
              {t('security.twoFactor.reenrol')}
            </Button>
          )}
          {status.enabled && (
            <Button variant="secondary" onClick={() => setStep({ kind: 'confirm', purpose: 'renew' })} data-testid="two-factor-renew">
              {t('security.twoFactor.renew')}
            </Button>
          )}
          {status.enabled && !status.required && (
            <Button variant="danger" onClick={() => setStep({ kind: 'confirm', purpose: 'disable' })} data-testid="two-factor-disable">
              {t('security.twoFactor.disable')}
            </Button>
          )}
        </p>
      )}
      {step.kind === 'confirm' && (
        <ConfirmWithCode
          purpose={step.purpose}
          onClose={() => setStep({ kind: 'idle' })}
          onSetup={(setup) => setStep({ kind: 'setup', setup })}
          onRenewed={(codes) => setStep({ kind: 'codes', codes })}
          onDisabled={finish}
        />
      )}
    </div>
  );
}

/**
 * The password again (and, for a working factor, a current code): to start an enrolment, to move the
 * factor to a new app, to turn it off or to renew the recovery codes.
 */
function ConfirmWithCode({
  purpose,
  onClose,
  onSetup,
  onRenewed,
  onDisabled,
}: {
  purpose: Purpose;
  onClose: () => void;
  onSetup: (setup: TwoFactorSetup) => void;
  onRenewed: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [setup, setupState] = twoFactorApi.useTwoFactorSetupMutation();
  const [disable, disableState] = twoFactorApi.useTwoFactorDisableMutation();
  const [renew, renewState] = twoFactorApi.useRenewRecoveryCodesMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = setupState.isLoading || disableState.isLoading || renewState.isLoading;
  const needsCode = purpose !== 'enable';

  const submit = async () => {
    const codeMissing = needsCode && code.length !== 6;
    if (!currentPassword || codeMissing) {
      setErrors({
        ...(currentPassword ? {} : { currentPassword: t('validation.required', { field: t('profile.fields.currentPassword') }) }),
        ...(codeMissing ? { code: t('security.twoFactor.loginHint') } : {}),
      });
      return;
    }
    const body = { currentPassword, code };
    const result =
      purpose === 'enable' ? await setup({ currentPassword })
      : purpose === 'reenrol' ? await setup(body)
      : purpose === 'disable' ? await disable(body)
      : await renew(body);
    if ('error' in result) {
      const error = result.error as ApiError;
      const fieldErrors = Object.fromEntries(Object.entries(error.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
      // A refusal naming no field (a wrong or used code) is shown at the code.
      setErrors(Object.keys(fieldErrors).length || !needsCode ? fieldErrors : { code: error.message });
      return;
    }
    if (purpose === 'enable' || purpose === 'reenrol') onSetup(result.data as TwoFactorSetup);
    else if (purpose === 'disable') {
      showToast('success', (result.data as { message?: string }).message ?? t('security.twoFactor.statusOff'));
      onDisabled();
    } else onRenewed((result.data as { recoveryCodes: string[] }).recoveryCodes);
  };

  return (
    <Dialog
      title={t(TITLE[purpose])}
      onClose={onClose}
      busy={busy}
      testId="two-factor-confirm"
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void submit()}
          confirmLabel={t(ACTION[purpose])}
          danger={purpose === 'disable'}
          busy={busy}
        />
      }
    >
      <p>{t(HINT[purpose])}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          name="currentPassword"
          label={fieldLabel('currentPassword')}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          type="password"
          autoComplete="current-password"
          required
          error={errors['currentPassword']}
        />
        {needsCode && <TotpCodeField value={code} onChange={setCode} error={errors['code']} />}
      </form>
    </Dialog>
  );
}
