import { staffRoomEntryHref } from '@/lib/consult/links';
import { CONSULT_MODE_LABELS, type ConsultMode } from '@/lib/consult/modes';
import styles from './staff.module.css';

/** The doctor's 'Join' button of a video consultation, or the mode's label for one in the clinic. */
export function JoinOrMode({ reference, mode }: { reference: string; mode: ConsultMode }) {
  if (mode !== 'video') return <span>{CONSULT_MODE_LABELS.clinic}</span>;
  return (
    // A plain link: the console route sets the room's cookie, which a prefetch must not do.
    <a
      href={staffRoomEntryHref(reference)}
      className={`btn btn-primary btn-sm ${styles.onPrimary}`}
      aria-label={`Join video consultation ${reference}`}
    >
      Join
    </a>
  );
}

/** Said to a console member whose account is not a doctor's (an admin looking round). */
export function NotADoctor() {
  return (
    <p className={styles.empty}>
      This workspace belongs to doctors: sign in with a doctor&apos;s account to see her
      consultations. Staff accounts are linked to a doctor under Staff accounts.
    </p>
  );
}
