'use client';

import { useActionState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { ActionState } from '@/lib/staff/action';
import styles from './privacy.module.css';

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;

/**
 * The erasure's confirmation: the word typed, then one button. A refusal (the word mistyped, or
 * a sign-in too old) is said in a live region; a done erasure leaves the page.
 */
export function EraseForm({ word, erase }: { word: string; erase: Action }) {
  const [state, action, pending] = useActionState(erase, null);
  const error = state && !state.ok ? state.message : '';
  return (
    <form action={action} className={styles.card} noValidate>
      <div className={formStyles.field}>
        <label htmlFor="erase-confirm" className={formStyles.label}>
          Type {word} to confirm
        </label>
        <input
          id="erase-confirm"
          name="confirm"
          className={formStyles.control}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby="erase-message"
        />
      </div>
      <p id="erase-message" aria-live="polite" className={error ? styles.refused : undefined}>
        {error}
      </p>
      <button type="submit" className={`btn btn-primary ${styles.danger}`} disabled={pending}>
        Erase my account
      </button>
    </form>
  );
}
