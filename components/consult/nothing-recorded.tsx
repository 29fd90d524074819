import styles from './consult.module.css';

/** Said on every view of the room (issue 47): the call runs browser to browser. */
export function NothingRecorded() {
  return (
    <p className={styles.notice} data-testid="nothing-recorded">
      <strong>Nothing is recorded.</strong> The call goes straight between your browser and the
      doctor&apos;s; the hospital keeps only the chat and the files you share, as part of your
      medical record.
    </p>
  );
}
