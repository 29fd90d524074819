'use client';

import { CONSULT_MODE_LABELS, type ConsultMode } from '@/lib/consult/modes';
import type { ScheduleFees } from '@/lib/booking/slots';
import { formatRupees } from '@/lib/money';
import styles from './booking-panel.module.css';

type Props = {
  idBase: string;
  /** The modes the chosen slot offers, in-clinic first. */
  offered: ConsultMode[];
  fees: ScheduleFees;
  mode: ConsultMode;
  onChange: (mode: ConsultMode) => void;
};

const feeOf = (fees: ScheduleFees, mode: ConsultMode) =>
  mode === 'clinic' ? fees.clinic : fees.video;

/**
 * In clinic or by video, with each fee (issue 47): a choice only when the slot offers both
 * (in-clinic chosen first); a video-only slot says so. The server prices the booking again.
 */
export function ModeChoice({ idBase, offered, fees, mode, onChange }: Props) {
  if (offered.length === 1) {
    const only = offered[0];
    if (only === 'clinic') return null;
    return (
      <p className={styles.modeOnly}>
        {CONSULT_MODE_LABELS[only]} · Rs. {formatRupees(feeOf(fees, only) ?? 0)}
      </p>
    );
  }
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.groupLabel}>How would you like to consult?</legend>
      {offered.map((m) => (
        <label key={m} className={styles.mode} htmlFor={`${idBase}-mode-${m}`}>
          <input
            id={`${idBase}-mode-${m}`}
            type="radio"
            name={`${idBase}-mode`}
            value={m}
            checked={mode === m}
            onChange={() => onChange(m)}
          />
          <span>
            {CONSULT_MODE_LABELS[m]} <strong>Rs. {formatRupees(feeOf(fees, m) ?? 0)}</strong>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
