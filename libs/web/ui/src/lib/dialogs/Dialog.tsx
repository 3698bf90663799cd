import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { FocusScope } from 'react-aria';

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
 * inside and returns focus to the element that opened it; Escape closes (not while busy).
 */
export function Dialog({ title, onClose, children, footer, testId, busy = false }: DialogProps) {
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
        </div>
      </FocusScope>
    </div>
  );
}
