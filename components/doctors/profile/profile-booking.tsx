'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { BookingPanel } from '@/components/booking/booking-panel';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CalendarIcon } from '@/components/ui/icons';
import styles from './profile.module.css';

const PANEL_ID = 'profile-booking';

type State = { open: boolean; toggle: () => void };
const BookingContext = createContext<State>({ open: false, toggle: () => {} });

/** One booking panel per profile, opened by the hero's and the side panel's buttons alike. */
export function ProfileBookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <BookingContext.Provider value={{ open, toggle: () => setOpen((v) => !v) }}>
      {children}
    </BookingContext.Provider>
  );
}

/** A tap before hydration is kept and opens the panel then (docs/decisions/early-taps.md). */
export function BookAppointmentButton({ className = '' }: { className?: string }) {
  const { open, toggle } = useContext(BookingContext);
  const early = useReplayedTap('book-appointment', useHydrated(), () => {
    if (!open) toggle();
  });
  return (
    <button
      type="button"
      className={`btn ${open ? 'btn-outline' : 'btn-primary'} ${className}`}
      aria-expanded={open}
      aria-controls={PANEL_ID}
      {...early}
      onClick={toggle}
    >
      <CalendarIcon size={18} />
      {open ? 'Cancel' : 'Book Appointment'}
    </button>
  );
}

/** Where the slot picker opens; brought into view when a button far from it opened it. */
export function ProfileBookingPanel({
  doctorId,
  doctorName,
}: {
  doctorId: number;
  doctorName: string;
}) {
  const { open } = useContext(BookingContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const rect = el.getBoundingClientRect();
    if (rect.top < 0 || rect.top > window.innerHeight - 120) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }, [open]);
  return (
    <div ref={ref} id={PANEL_ID} className={styles.bookingPanel} hidden={!open}>
      {open ? <BookingPanel doctorId={doctorId} doctorName={doctorName} /> : null}
    </div>
  );
}
