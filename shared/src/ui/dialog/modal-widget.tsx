// The react-aria half of ModalDialog, in its own chunk: overlay, focus trap, Escape and outside click close it,
// a heading and a close button.
import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { Button } from '../button/Button';
import { close, dialog, modal, overlay, title as titleClass } from './dialog.css';

export type ModalDialogProps = Omit<ModalOverlayProps, 'className' | 'children'> & {
  title: ReactNode;
  /** Accessible label of the × button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
};

export function ModalDialogWidget({
  title,
  closeLabel,
  children,
  isDismissable = true,
  ...overlayProps
}: ModalDialogProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={overlay}>
      <AriaModal className={modal}>
        <Dialog className={dialog}>
          {({ close: closeDialog }) => (
            <>
              <Heading slot="title" className={titleClass}>
                {title}
              </Heading>
              <Button variant="ghost" size="icon" className={close} aria-label={closeLabel} onPress={closeDialog}>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Button>
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
