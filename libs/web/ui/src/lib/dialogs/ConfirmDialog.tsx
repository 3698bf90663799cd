import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  heading: string;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel?: string;
  confirmLabel?: string;
  /** While busy both buttons are disabled and the confirm button says so. */
  busy?: boolean;
}

/** Generic confirm dialog (§2): heading, text, cancel, confirm. */
export function ConfirmDialog({ heading, text, onCancel, onConfirm, cancelLabel, confirmLabel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={heading}
      onClose={onCancel}
      busy={busy}
      testId={TEST_IDS.confirmDialog}
      footer={
        <>
          <button type="button" className="fw-button fw-button--secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className="fw-button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('common.loading') : (confirmLabel ?? t('common.confirm'))}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
