import { registerCatalogue } from '@fachwerk/web/data-access';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from './password-strength';

type Estimator = typeof import('./password-strength');
let estimator: Promise<Estimator> | undefined;

/**
 * Loads zxcvbn-ts, its dictionaries and the meter's texts once, in a chunk of their own: never part
 * of the initial JavaScript, fetched the first time someone types a password.
 */
export function loadPasswordEstimator(): Promise<Estimator> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './password-strength').then((module) => {
    registerCatalogue(module.securityTexts);
    return module;
  });
  return estimator;
}

export interface PasswordStrengthMeterProps {
  /** DOM id of the meter; point the password input's aria-describedby at it if you like. */
  id: string;
  password: string;
  /** The user's own words (e-mail, names): a password built from them scores low. */
  userInputs?: (string | undefined | null)[];
}

const COLOURS = ['#b3261e', '#c25e00', '#8a6d00', '#2e7d32', '#1b5e20'];

/**
 * Strength of a new password (zxcvbn-ts, German and English dictionaries), shown as a bar and said
 * in words in a polite live region, with zxcvbn's warning and suggestions in the user's language.
 * The server's rule (contracts `checkPassword`) decides; the meter advises.
 */
export function PasswordStrengthMeter({ id, password, userInputs = [] }: PasswordStrengthMeterProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.filter((input): input is string => Boolean(input)).join('\n');

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void loadPasswordEstimator().then(({ estimatePasswordStrength }) => {
        if (current) setStrength(estimatePasswordStrength(password, inputs ? inputs.split('\n') : [], language));
      });
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs, language]);

  const shown = password ? strength : null;
  const level = shown ? t(`security.strength.levels.${shown.score}`) : '';
  return (
    <div id={id} className="fw-strength" data-testid="password-strength" data-score={shown?.score ?? ''}>
      {shown && (
        <div aria-hidden="true" style={{ display: 'flex', gap: 4, marginTop: 4 }}>
          {[0, 1, 2, 3, 4].map((segment) => (
            <span
              key={segment}
              style={{
                flex: 1,
                height: 6,
                borderRadius: 3,
                background: segment <= shown.score ? COLOURS[shown.score] : 'var(--fw-line, #d7dde4)',
              }}
            />
          ))}
        </div>
      )}
      <p role="status" aria-live="polite" className="fw-field__hint" style={{ margin: '4px 0 0' }}>
        {shown && (
          <>
            <strong>{t('security.strength.value', { level })}</strong>
            {shown.warning ? ` – ${shown.warning}` : ''}
            {shown.suggestions.length > 0 ? ` ${shown.suggestions.join(' ')}` : ''}
          </>
        )}
      </p>
    </div>
  );
}
