'use client';

import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { longDate } from '@/lib/booking/labels';
import styles from './appointment-checkout.module.css';

type Props = {
  open: boolean;
  date: string;
  time: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Pay Now' asks first: the booking's date and time, 'Cancel' or 'OK' (which starts payment). */
export function ConfirmDialog({ open, date, time, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} titleId={titleId} describedById={textId}>
      <h2 id={titleId}>Confirm your appointment</h2>
      <p id={textId}>
        Your appointment is on <strong>{longDate(date)}</strong> ({date}) at <strong>{time}</strong>
        . Continue to payment?
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}
