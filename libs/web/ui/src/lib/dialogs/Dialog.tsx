import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Escape and the backdrop do not close while busy. */
  busy?: boolean;
}

/**
 * Modal dialog: labelled by its title; react-aria's FocusScope moves focus in on open, keeps Tab
 * inside and returns focus to the element that opened it; Escape, the backdrop and the × in the
 * corner close it (none of them while busy). The × comes last in the DOM, so focus still starts on
 * the dialog's own first control and a phone user without Escape always has a way out.
 */
export function Dialog({ title, onClose, children, footer, testId, busy = false }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="fw-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <FocusScope contain restoreFocus autoFocus>
        <div
          className="fw-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid={testId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <h2 id={titleId} className="fw-dialog__title">
            {title}
          </h2>
          <div className="fw-dialog__body">{children}</div>
          {footer && <div className="fw-dialog__footer">{footer}</div>}
          <button
            type="button"
            className="fw-icon-button fw-dialog__close"
            aria-label={t('dialog.close')}
            data-testid="dialog-close"
            disabled={busy}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </FocusScope>
    </div>
  );
}
