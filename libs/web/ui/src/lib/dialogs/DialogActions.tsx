import { useTranslation } from 'react-i18next';

export interface DialogActionsProps {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** While busy both buttons are disabled and the confirm button is marked busy. */
  busy: boolean;
  /** the confirm button of a destructive step */
  danger?: boolean;
  /** the confirm button is unavailable for another reason than `busy` */
  disabled?: boolean;
  cancelLabel?: string;
}

/** The footer of a dialog: cancel, then the dialog's action. */
export function DialogActions({
  onCancel,
  onConfirm,
  confirmLabel,
  busy,
  danger = false,
  disabled = false,
  cancelLabel,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="fw-button fw-button--secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button
        type="button"
        className={danger ? 'fw-button fw-button--danger' : 'fw-button'}
        onClick={onConfirm}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {confirmLabel}
      </button>
    </>
  );
}
