import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';

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
export function ConfirmDialog({
  heading,
  text,
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={heading}
      onClose={onCancel}
      busy={busy}
      testId={TEST_IDS.confirmDialog}
      footer={
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          cancelLabel={cancelLabel}
          confirmLabel={busy ? t('common.loading') : (confirmLabel ?? t('common.confirm'))}
          busy={busy}
        />
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
