import type { ActiveSession } from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { showToast, useActiveSessionsQuery, useEndOtherSessionsMutation, useEndSessionMutation } from '@fachwerk/web/data-access';
import { setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { Button, Dialog, DialogActions, ErrorNotice, Skeleton, StatusBadge, TextField, formatDateTime } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBind, useFieldName } from '../shared/labels';

const SCHEMA = { currentPassword: [rules.required] };

/** What the password dialog ends: one other session, or every session but this one. */
type Ending = { kind: 'one'; session: ActiveSession } | { kind: 'others' };

/**
 * "Signed-in devices" (ASVS 5.0 V7.5.2): the account's live sessions, this one marked; signing out
 * one other device, or all others, after the current password again. The list reloads after each.
 */
export function SignedInDevicesCard() {
  const { t, i18n } = useTranslation();
  const { data: sessions, isLoading, isError, refetch } = useActiveSessionsQuery();
  const [ending, setEnding] = useState<Ending | null>(null);
  const deviceOf = (session: ActiveSession) => session.device ?? t('security.devices.unknownDevice');
  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <div className="fw-signed-in-devices" data-testid="signed-in-devices">
      <h3>{t('security.devices.title')}</h3>
      <p>{t('security.devices.intro')}</p>
      {isLoading && <Skeleton lines={2} />}
      {isError && (
        <ErrorNotice testId="signed-in-devices-error">
          <p>{t('security.devices.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('states.retry')}
          </Button>
        </ErrorNotice>
      )}
      {sessions && (
        <ul className="fw-list" aria-label={t('security.devices.title')}>
          {sessions.map((session) => (
            <li key={session._id} data-testid="signed-in-device" data-current={session.current}>
              <p>
                <strong>{deviceOf(session)}</strong>{' '}
                {session.current && (
                  <StatusBadge tone="success" status="current">
                    {t('security.devices.thisDevice')}
                  </StatusBadge>
                )}
              </p>
              <p className="fw-muted">
                {t('security.devices.signedInAt', { date: formatDateTime(session.signedInAt, i18n.language) })} ·{' '}
                {t('security.devices.lastActive', { date: formatDateTime(session.lastActiveAt, i18n.language) })}
              </p>
              {!session.current && (
                <Button variant="secondary" aria-label={t('security.devices.endLabel', { device: deviceOf(session) })} onClick={() => setEnding({ kind: 'one', session })}>
                  {t('security.devices.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && others.length === 0 && <p>{t('security.devices.onlyThis')}</p>}
      {others.length > 0 && (
        <div className="fw-card__actions">
          <Button variant="danger" onClick={() => setEnding({ kind: 'others' })} data-testid="signed-in-devices-end-all">
            {t('security.devices.endAll')}
          </Button>
        </div>
      )}
      {ending && <EndSessionsDialog ending={ending} device={ending.kind === 'one' ? deviceOf(ending.session) : ''} onClose={() => setEnding(null)} />}
    </div>
  );
}

/** The current password again, then the end of one session or of all others; the server's message as a toast. */
function EndSessionsDialog({ ending, device, onClose }: { ending: Ending; device: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [endOne, endOneState] = useEndSessionMutation();
  const [endOthers, endOthersState] = useEndOtherSessionsMutation();
  const busy = endOneState.isLoading || endOthersState.isLoading;
  const form = useContractsForm<{ currentPassword: string }>(SCHEMA, { label: useFieldName(), defaultValues: { currentPassword: '' } });
  const bind = useBind(form);
  const one = ending.kind === 'one';

  const submit = form.handleSubmit(async ({ currentPassword }) => {
    const result = ending.kind === 'one' ? await endOne({ id: ending.session._id, currentPassword }) : await endOthers({ currentPassword });
    if ('data' in result && result.data) {
      showToast('success', result.data.message);
      onClose();
    } else if ('error' in result) {
      setServerErrors(form.setError, result.error);
    }
  });

  return (
    <Dialog
      title={t(one ? 'security.devices.endTitle' : 'security.devices.endAllTitle')}
      onClose={onClose}
      busy={busy}
      testId="end-sessions-dialog"
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => void submit()}
          confirmLabel={t(one ? 'security.devices.end' : 'security.devices.endAll')}
          danger
          busy={busy}
        />
      }
    >
      <p>{one ? t('security.devices.endHint', { device }) : t('security.devices.endAllHint')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField {...bind('currentPassword')} type="password" autoComplete="current-password" required />
      </form>
    </Dialog>
  );
}
