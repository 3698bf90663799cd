import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DrawerPanelProps {
  isOpen: boolean;
  onClose: () => void;
  /** visible heading and accessible name of the drawer */
  title: string;
  /** accessible name of the close button */
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal panel sliding in from the side, on react-aria-components' Modal and Dialog: focus moves
 * into it and stays there while it is open, Escape and a click on the backdrop close it, and focus
 * returns to the control that opened it. A chunk of its own (see Drawer.tsx).
 */
export default function DrawerPanel({ isOpen, onClose, title, closeLabel, children, testId }: DrawerPanelProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fw-drawer-backdrop"
    >
      <Modal className="fw-drawer">
        <Dialog className="fw-drawer__dialog" data-testid={testId}>
          <div className="fw-drawer__head">
            <Heading slot="title" className="fw-drawer__title">
              {title}
            </Heading>
            <button type="button" className="fw-drawer__close" aria-label={closeLabel} onClick={onClose}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
