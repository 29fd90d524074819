'use client';

import { useId, useState, type ReactNode } from 'react';
import { BookingPanel } from '@/components/booking/booking-panel';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './doctor-list-card.module.css';

type Props = {
  doctorId: number;
  doctorName: string;
  /** The card's other actions, shown before the toggle ('View Profile'). */
  children?: ReactNode;
};

/**
 * The listing card's 'Book appointment' / 'Cancel' toggle. Returns the actions row and the
 * panel as siblings so the card's grid can give the slot picker its full width.
 */
export function BookingToggle({ doctorId, doctorName, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A tap before the card has hydrated opens the picker once it has (docs/decisions/early-taps.md).
  const early = useReplayedTap(`book:${doctorId}`, useHydrated(), () => setOpen(true));
  return (
    <>
      <div className={styles.actions}>
        {children}
        <button
          type="button"
          className={`btn btn-sm ${open ? 'btn-outline' : 'btn-primary'}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          {...early}
        >
          {open ? 'Cancel' : 'Book appointment'}
        </button>
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? <BookingPanel doctorId={doctorId} doctorName={doctorName} /> : null}
      </div>
    </>
  );
}
