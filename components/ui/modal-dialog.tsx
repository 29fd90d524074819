'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  open: boolean;
  /** Escape and any close control call this; the parent decides whether to close. */
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  titleId: string;
  describedById?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes
 * on Escape and gives focus back to where it was. Width is capped at the spec's 500 px.
 */
export function ModalDialog({ open, onClose, titleId, describedById, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute keeps tests meaningful there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedById}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
