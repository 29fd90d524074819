import styles from './self-service.module.css';

/**
 * A link to another record than the one open in this browser (two bookings or orders on one
 * phone): the page asks for that one's code, and says which is open, never showing it instead.
 */
export function OtherRecordNotice({ open, requested }: { open: string; requested: string }) {
  return (
    <p className={styles.intro} role="status">
      {open} is open in this browser. To see {requested}, ask for its code: {open} closes when it
      opens.
    </p>
  );
}

/** The reference the address asks for, when it is not the record open in this browser. */
export function otherThanOpen(
  open: { reference: string } | null | 'unavailable',
  requested: string | undefined,
): string | null {
  return open && open !== 'unavailable' && requested && requested !== open.reference
    ? open.reference
    : null;
}
