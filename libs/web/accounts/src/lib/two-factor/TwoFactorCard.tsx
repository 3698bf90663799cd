import type { TwoFactorSetup } from '@fachwerk/shared/contracts';
import { showToast } from '@fachwerk/web/data-access';
import { Button, Dialog, DialogActions, TextField } from '@fachwerk/web/ui';
import { RecoveryCodesPanel, TotpCodeField, TotpSetupPanel } from '@fachwerk/web/ui/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../shared/labels';
import { twoFactorApi } from './two-factor.api';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'confirm'; purpose: 'disable' | 'renew' };

/**
 * The profile's second factor (lazy chunk): status; enrolment with the QR code, the key to type and
 * the first code, then the recovery codes shown once; turning it off (not for admins) and new recovery
 * codes, both with the password and a current code.
 */
export default function TwoFactorCard() {
  const { t } = useTranslation();
  const { data: status, refetch } = twoFactorApi.useTwoFactorStatusQuery();
  const [setup, setupState] = twoFactorApi.useTwoFactorSetupMutation();
  const [enable, enableState] = twoFactorApi.useTwoFactorEnableMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const start = async () => {
    const result = await setup();
    if ('data' in result && result.data) setStep({ kind: 'setup', setup: result.data });
  };
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
      {step.kind === 'setup' && <TotpSetupPanel setup={step.setup} onConfirm={(code) => void confirm(code)} busy={enableState.isLoading} />}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={finish} />}
      {(step.kind === 'idle' || step.kind === 'confirm') && status && (
        <p className="fw-two-factor__actions">
          {!status.enabled && (
            <Button onClick={() => void start()} busy={setupState.isLoading} data-testid="two-factor-enable">
              {t('security.twoFactor.enable')}
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
          onRenewed={(codes) => setStep({ kind: 'codes', codes })}
          onDisabled={finish}
        />
      )}
    </div>
  );
}

/** Password and a current code again, to turn the factor off or to renew the recovery codes. */
function ConfirmWithCode({
  purpose,
  onClose,
  onRenewed,
  onDisabled,
}: {
  purpose: 'disable' | 'renew';
  onClose: () => void;
  onRenewed: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [disable, disableState] = twoFactorApi.useTwoFactorDisableMutation();
  const [renew, renewState] = twoFactorApi.useRenewRecoveryCodesMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = disableState.isLoading || renewState.isLoading;

  const submit = async () => {
    if (!currentPassword || code.length !== 6) {
      setErrors({
        ...(currentPassword ? {} : { currentPassword: t('validation.required', { field: t('profile.fields.currentPassword') }) }),
        ...(code.length === 6 ? {} : { code: t('security.twoFactor.loginHint') }),
      });
      return;
    }
    const body = { currentPassword, code };
    const result = purpose === 'disable' ? await disable(body) : await renew(body);
    if ('error' in result) {
      const server = (result.error as { errors?: Record<string, string[]> }).errors ?? {};
      setErrors(Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages[0] ?? ''])));
      return;
    }
    if (purpose === 'disable') {
      showToast('success', (result.data as { message?: string }).message ?? t('security.twoFactor.statusOff'));
      onDisabled();
    } else onRenewed((result.data as { recoveryCodes: string[] }).recoveryCodes);
  };

  return (
    <Dialog
      title={t(purpose === 'disable' ? 'security.twoFactor.disableTitle' : 'security.twoFactor.renewTitle')}
      onClose={onClose}
      busy={busy}
      testId="two-factor-confirm"
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void submit()}
          confirmLabel={t(purpose === 'disable' ? 'security.twoFactor.disable' : 'security.twoFactor.renew')}
          danger={purpose === 'disable'}
          busy={busy}
        />
      }
    >
      <p>{t(purpose === 'disable' ? 'security.twoFactor.disableHint' : 'security.twoFactor.renewHint')}</p>
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
        <TotpCodeField value={code} onChange={setCode} error={errors['code']} />
      </form>
    </Dialog>
  );
}
