import { useSessionEnd, type SessionEndKind } from '@fachwerk/web/data-access';
import { ConfirmDialog } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Logout / delete-account confirmation (No / Yes) wired to the session-end flow. */
export function useSessionEndDialog() {
  const { t } = useTranslation();
  const { end, busy } = useSessionEnd();
  const [kind, setKind] = useState<SessionEndKind | null>(null);

  const dialog = kind && (
    <ConfirmDialog
      heading={t(kind === 'logout' ? 'sessionEnd.logoutTitle' : 'sessionEnd.deleteTitle')}
      text={t(kind === 'logout' ? 'sessionEnd.logoutText' : 'sessionEnd.deleteText')}
      cancelLabel={t('common.no')}
      confirmLabel={t('common.yes')}
      busy={busy}
      onCancel={() => setKind(null)}
      onConfirm={() => {
        void end(kind).then((ok) => ok && setKind(null));
      }}
    />
  );
  return { open: setKind, dialog };
}
