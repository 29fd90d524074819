import styles from './self-service.module.css';

type Props = {
  /** The server action that forgets the proof of access (lib/self-service/guard.ts). */
  leave: () => Promise<void>;
  noun: 'booking' | 'order';
};

/** 'Close this booking': the next person on this device has to prove the reference again. */
export function CloseRecord({ leave, noun }: Props) {
  return (
    <form action={leave} className={styles.leave}>
      <button type="submit" className="btn btn-outline btn-sm">
        Close this {noun}
      </button>
    </form>
  );
}
