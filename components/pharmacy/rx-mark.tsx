import { needsPrescription, PRESCRIPTION_BADGE, type DrugSchedule } from '@/lib/pharmacy/schedule';
import styles from './rx-mark.module.css';

/** 'Rx' after a prescription medicine's pack size (cards, cart lines); read out in full. */
export function RxMark({ schedule }: { schedule: DrugSchedule | undefined }) {
  if (!schedule || !needsPrescription(schedule)) return null;
  return (
    <span className={styles.rx} title={PRESCRIPTION_BADGE}>
      <span aria-hidden="true">Rx</span>
      <span className="visually-hidden">{PRESCRIPTION_BADGE}</span>
    </span>
  );
}
