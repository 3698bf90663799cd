import type { ReactNode } from 'react';
import type { ApiError } from '@fachwerk/web/data-access';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';
import { FieldError } from '../forms/Field';

export interface MutationDialogProps {
  title: string;
  /** The dialog's mutation (`useMutationAction`): its busy state and its error are shown here. */
  action: { busy: boolean; error: ApiError | null };
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  /** The confirm button is unavailable for another reason than the running mutation. */
  disabled?: boolean;
  /** A check of the dialog's own (a required reason, a count); shown before the API's error. */
  error?: string | null;
  testId?: string;
  children?: ReactNode;
}

/**
 * A dialog that runs one mutation: cancel and confirm in the footer, both disabled while it runs
 * (Escape and the backdrop too), and the failure (the dialog's own check, or the API's localised
 * message) shown in the dialog as an alert. The success toast and closing come from `useMutationAction`.
 */
export function MutationDialog({
  title,
  action,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  danger,
  disabled,
  error,
  testId,
  children,
}: MutationDialogProps) {
  const message = error || action.error?.message;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={action.busy}
      testId={testId}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={onConfirm}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          busy={action.busy}
          danger={danger}
          disabled={disabled}
        />
      }
    >
      {children}
      <FieldError as="p" code={error ? undefined : action.error?.code}>{message}</FieldError>
    </Dialog>
  );
}
