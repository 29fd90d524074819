'use client';

import { useActionState } from 'react';
import { cancelSignInAction, signInCodeAction } from '@/app/staff/login/actions';
import { FieldError, FormMessage } from './form-message';
import styles from './staff.module.css';

/** The second step of a sign-in: the six digits the authenticator app shows now. */
export function CodeForm() {
  const [state, action, pending] = useActionState(signInCodeAction, null);
  const error = state?.errors?.code;
  return (
    <>
      <form action={action} className={styles.form} noValidate>
        <FormMessage state={state} />
        <div className={styles.field}>
          <label htmlFor="staff-code">6-digit code from your authenticator app</label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'staff-code-error' : undefined}
          />
          <FieldError id="staff-code-error" message={error} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Checking…' : 'Sign in'}
        </button>
      </form>
      <form action={cancelSignInAction}>
        <button type="submit" className="btn btn-outline btn-block">
          Use another account
        </button>
      </form>
    </>
  );
}
