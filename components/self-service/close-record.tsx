import { Link } from '@/components/ui/link';
import { ACCOUNT_PATH } from '@/lib/accounts/links';
import type { OpenedBy } from '@/lib/self-service/guard';
import styles from './self-service.module.css';

type Props = {
  /** The server action that forgets the proof of access (lib/self-service/guard.ts). */
  leave: () => Promise<void>;
  noun: 'booking' | 'order';
  /** A record the signed-in account owns has no code to forget: the way back is its timeline. */
  openedBy?: OpenedBy;
};

/** 'Close this booking': the next person on this device has to prove the reference again. */
export function CloseRecord({ leave, noun, openedBy = 'code' }: Props) {
  if (openedBy === 'account') {
    return (
      <p className={styles.leave}>
        <Link href={ACCOUNT_PATH} className="btn btn-outline btn-sm">
          Back to your account
        </Link>
      </p>
    );
  }
  return (
    <form action={leave} className={styles.leave}>
      <button type="submit" className="btn btn-outline btn-sm">
        Close this {noun}
      </button>
    </form>
  );
}
