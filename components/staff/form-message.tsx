import type { ActionState } from '@/lib/staff/action';
import styles from './staff.module.css';

/** A console form's outcome, announced to screen readers (an alert when refused). */
export function FormMessage({ state }: { state: ActionState }) {
  if (!state) return null;
  return (
    <p
      role={state.ok ? 'status' : 'alert'}
      className={state.ok ? styles.messageOk : styles.messageError}
    >
      {state.message}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}
