import type { TwoFactorEnrolmentLogin } from '@fachwerk/shared/contracts';
import { hasErrorCode, loginSecondStepApi, type SecondStepAnswer } from '@fachwerk/web/data-access';
import { RecoveryCodesPanel, SecondFactorForm, TotpSetupPanel, type SecondFactorProof } from '@fachwerk/web/ui/two-factor';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartSession } from '../useStartSession';

const expired = (error: unknown) => hasErrorCode(error, 'TOTP_CHALLENGE_EXPIRED');

/**
 * After the password: the code of the authenticator app (or a recovery code); an admin without a
 * second factor enrols here (QR code, key, first code, recovery codes shown once) before the session.
 */
export default function LoginSecondStep({ answer, onRestart }: { answer: SecondStepAnswer; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="fw-login-title">{t(answer.kind === 'enrol' ? 'security.twoFactor.enrolTitle' : 'security.twoFactor.loginTitle')}</h1>
      {answer.kind === 'enrol' ? <Enrolment challenge={answer.challenge} onRestart={onRestart} /> : <CodeStep challenge={answer.challenge} onRestart={onRestart} />}
    </>
  );
}

function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { started, startedPending } = useStartSession();
  const [verify, { isLoading }] = loginSecondStepApi.useLoginSecondFactorMutation();
  const submit = async (proof: SecondFactorProof) => {
    try {
      started(await verify({ challenge, ...proof }).unwrap());
    } catch (error) {
      // The API layer toasts the reason; a not-approved account is still logged in (§8).
      if (startedPending(error)) return;
      if (expired(error)) onRestart();
    }
  };
  return <SecondFactorForm onSubmit={(proof) => void submit(proof)} busy={isLoading} />;
}

function Enrolment({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const { started } = useStartSession();
  const [loadSetup, setupState] = loginSecondStepApi.useLoginTwoFactorSetupMutation();
  const [enable, { isLoading }] = loginSecondStepApi.useLoginTwoFactorEnableMutation();
  const [enrolled, setEnrolled] = useState<TwoFactorEnrolmentLogin | null>(null);
  const restart = useRef(onRestart);
  restart.current = onRestart;

  // One new secret per challenge (a new setup replaces the pending one).
  useEffect(() => {
    loadSetup({ challenge })
      .unwrap()
      .catch((error: unknown) => {
        if (expired(error)) restart.current();
      });
  }, [challenge, loadSetup]);

  if (enrolled) {
    const { recoveryCodes, ...session } = enrolled;
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => started(session)} doneLabel={t('security.twoFactor.continue')} />;
  }
  if (!setupState.data) return <p role="status">{t('common.loading')}</p>;
  const confirm = async (code: string) => {
    try {
      setEnrolled(await enable({ challenge, code }).unwrap());
    } catch (error) {
      if (expired(error)) onRestart();
    }
  };
  return (
    <>
      <p>{t('security.twoFactor.enrolHint')}</p>
      <TotpSetupPanel setup={setupState.data} onConfirm={(code) => void confirm(code)} busy={isLoading} />
    </>
  );
}
