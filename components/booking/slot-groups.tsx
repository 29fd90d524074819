'use client';

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
              {day[period.key].map((slot) => {
                const unavailable =
                  isSlotUnavailable(day.date, slot, now) || Boolean(refuses?.(slot));
                const isChosen = chosen === slot._id;
                return (
                  <li key={slot._id}>
                    <button
                      type="button"
                      className={`${timeChoice.choice} ${styles.slot}`}
                      aria-pressed={isChosen}
                      disabled={unavailable}
                      data-slot-id={slot._id}
                      onClick={() => onChoose(slot._id)}
                    >
                      {slot.time}
                      {slot.mode === 'video' ? (
                        <span className={styles.videoMark}> Video only</span>
                      ) : null}
                      {unavailable ? <span className="visually-hidden"> (unavailable)</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
