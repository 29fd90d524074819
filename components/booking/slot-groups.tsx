'use client';

import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  PERIODS,
  isSlotUnavailable,
  type ScheduleDay,
  type ScheduleSlot,
} from '@/lib/booking/slots';
import type { IndiaNow } from '@/lib/time/india';
import timeChoice from '@/components/booking/time-choice.module.css';
import styles from './booking-panel.module.css';

type Props = {
  idBase: string;
  day: ScheduleDay;
  now: IndiaNow;
  chosen: string | null;
  /** A slot that cannot be chosen here though free (not open to the booking's mode). */
  refuses?: (slot: ScheduleSlot) => boolean;
  onChoose: (slotId: string) => void;
};

/** Morning, Afternoon and Evening slots of one date; taken and past slots cannot be pressed. */
export function SlotGroups({ idBase, day, now, chosen, refuses, onChoose }: Props) {
  return (
    <div className={styles.groups}>
      {PERIODS.filter((p) => day[p.key].length > 0).map((period) => {
        const labelId = `${idBase}-${period.key}`;
        return (
          <div key={period.key} role="group" aria-labelledby={labelId} className={styles.group}>
            <p id={labelId} className={styles.groupLabel}>
              {period.label}
            </p>
            <ul role="list" className={styles.slots}>
              {day[period.key].map((slot) => (
                <li key={slot._id}>
                  <SlotButton
                    slot={slot}
                    unavailable={isSlotUnavailable(day.date, slot, now) || Boolean(refuses?.(slot))}
                    chosen={chosen === slot._id}
                    onChoose={onChoose}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

type SlotProps = {
  slot: ScheduleSlot;
  unavailable: boolean;
  chosen: boolean;
  onChoose: (slotId: string) => void;
};

/** One time; drawn in a page's HTML, a tap before hydration is kept and chooses it then. */
function SlotButton({ slot, unavailable, chosen, onChoose }: SlotProps) {
  const early = useReplayedTap(`slot:${slot._id}`, useHydrated(), () => {
    if (!unavailable) onChoose(slot._id);
  });
  return (
    <button
      type="button"
      className={`${timeChoice.choice} ${styles.slot}`}
      aria-pressed={chosen}
      disabled={unavailable}
      data-slot-id={slot._id}
      {...early}
      onClick={() => onChoose(slot._id)}
    >
      {slot.time}
      {slot.mode === 'video' ? <span className={styles.videoMark}> Video only</span> : null}
      {unavailable ? <span className="visually-hidden"> (unavailable)</span> : null}
    </button>
  );
}
