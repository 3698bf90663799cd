import { securityCatalogue } from '@fachwerk/shared/i18n/security';
import type { TwoFactorSetup } from '@fachwerk/shared/contracts';
import { registerCatalogue, showToast } from '@fachwerk/web/data-access';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../display/Button';
import { TextField } from '../forms/TextField';

registerCatalogue(securityCatalogue);

/**
 * Screens of the second factor (TOTP), shared by the shell's login steps and the profile's security
 * card. Not part of the ui index: imported lazily (`@fachwerk/web/ui/two-factor`), never in the
 * initial JavaScript. The QR code comes from the API as an SVG data URL (no QR library in the browser).
 */

/** The 6-digit code of the app (digits only, one field: password managers and phones fill it). */
export function TotpCodeField({ value, onChange, error, name = 'code' }: { value: string; onChange: (value: string) => void; error?: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      label={t('security.twoFactor.code')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      error={error}
      data-testid="totp-code"
    />
  );
}

export interface TotpSetupPanelProps {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => void;
  busy?: boolean;
  error?: string;
}

/** Enrolment: QR code, the key to type, and the first code that confirms it. */
export function TotpSetupPanel({ setup, onConfirm, busy = false, error }: TotpSetupPanelProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) onConfirm(code);
  };
  return (
    <form className="fw-two-factor" onSubmit={submit} noValidate data-testid="totp-setup">
      <p>{t('security.twoFactor.scan')}</p>
      <img className="fw-two-factor__qr" src={setup.qrCode} alt={t('security.twoFactor.qrAlt')} width={200} height={200} />
      <p>{t('security.twoFactor.manual')}</p>
      <p>
        <code className="fw-two-factor__key" data-testid="totp-manual-key">
          {setup.manualKey}
        </code>
      </p>
      <p>{t('security.twoFactor.enterCode')}</p>
      <TotpCodeField value={code} onChange={setCode} error={error} />
      <Button type="submit" busy={busy} disabled={code.length !== 6}>
        {t('security.twoFactor.confirm')}
      </Button>
    </form>
  );
}

/** The recovery codes, shown once: copy, download, and a confirmation before going on. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    showToast('success', t('security.twoFactor.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fachwerk-wiederherstellungscodes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className="fw-two-factor" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 id="recovery-codes-title">{t('security.twoFactor.recoveryTitle')}</h2>
      <p>{t('security.twoFactor.recoveryIntro')}</p>
      <ol className="fw-two-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <code data-testid="recovery-code">{code}</code>
          </li>
        ))}
      </ol>
      <p className="fw-two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.twoFactor.download')}
        </Button>
      </p>
      <label className="fw-checkbox">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} data-testid="recovery-codes-saved" />{' '}
        {t('security.twoFactor.saved')}
      </label>
      <p>
        <Button disabled={!saved} onClick={onDone} data-testid="recovery-codes-done">
          {doneLabel ?? t('security.twoFactor.done')}
        </Button>
      </p>
    </section>
  );
}

export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** The login's second step: the app's code, or a recovery code instead. */
export function SecondFactorForm({ onSubmit, busy = false }: { onSubmit: (proof: SecondFactorProof) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (useRecovery) {
      if (recoveryCode.trim()) onSubmit({ recoveryCode: recoveryCode.trim() });
    } else if (code.length === 6) onSubmit({ code });
  };
  return (
    <form className="fw-two-factor" onSubmit={submit} noValidate data-testid="second-factor-form">
      <p>{t('security.twoFactor.loginHint')}</p>
      {useRecovery ? (
        <TextField
          name="recoveryCode"
          label={t('security.twoFactor.recoveryCode')}
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          required
          data-testid="recovery-code-input"
        />
      ) : (
        <TotpCodeField value={code} onChange={setCode} />
      )}
      <Button type="submit" busy={busy} block>
        {t('security.twoFactor.verify')}
      </Button>
      <p>
        <button type="button" className="fw-link-button" onClick={() => setUseRecovery(!useRecovery)} data-testid="toggle-recovery">
          {useRecovery ? t('security.twoFactor.useCode') : t('security.twoFactor.useRecovery')}
        </button>
      </p>
    </form>
  );
}
