import styles from './doctor-results.module.css';

/** How many placeholder cards show while results load. */
export const SKELETON_CARDS = 5;

/** Grey shapes where doctor cards will be; hidden from assistive technology (the status says 'Please Wait...'). */
export function DoctorCardSkeletons() {
  return (
    <ul role="list" className={styles.list} aria-hidden="true" data-testid="doctor-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <span className={styles.skPhoto} />
          <span className={styles.skLines}>
            <span className={styles.skLine} />
            <span className={styles.skLine} />
            <span className={styles.skLine} />
          </span>
        </li>
      ))}
    </ul>
  );
}
