import type { ActionState } from '@/lib/staff/action';
import styles from './profile.module.css';

/** What a profile form's last action said, announced to screen readers. */
export function FormMessage({ state }: { state: ActionState }) {
  return (
    <div aria-live="polite">
      {state ? <p className={state.ok ? styles.ok : styles.refused}>{state.message}</p> : null}
    </div>
  );
}
