'use client';

import { useState, useTransition } from 'react';
import { BookingPanel, type ChosenSlot } from '@/components/booking/booking-panel';
import { toast } from '@/components/layout/toast';
import type { ConsultMode } from '@/lib/consult/modes';
import type { ActionState } from '@/lib/staff/action';
import styles from './self-service.module.css';

type Props = {
  doctorId: number;
  doctorName: string;
  /** The booking keeps its mode: only times open to it are offered (issue 47). */
  mode: ConsultMode;
  reschedule: (slotId: number) => Promise<ActionState>;
};

/**
 * The doctor's live picker, whose button moves the booking to the chosen time. The server
 * decides (a free, future slot of the same doctor, one transaction); the page then shows the new
 * time, and the old one is free for others at once.
 */
export function RescheduleBooking({ doctorId, doctorName, mode, reschedule }: Props) {
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<string | null>(null);

  function move(choice: ChosenSlot) {
    setRefusal(null);
    startTransition(async () => {
      const state = await reschedule(choice.slotId);
      if (state?.ok) toast.success(state.message);
      else if (state) setRefusal(state.errors?.slot_id ?? state.message);
    });
  }

  return (
    <div className={styles.section}>
      {refusal ? (
        <p role="alert" className={styles.refused}>
          {refusal}
        </p>
      ) : null}
      <BookingPanel
        doctorId={doctorId}
        doctorName={doctorName}
        headingLevel={3}
        keepMode={mode}
        choose={{
          label: pending ? 'Moving…' : 'Move my appointment here',
          busy: pending,
          onChoose: move,
        }}
      />
    </div>
  );
}
