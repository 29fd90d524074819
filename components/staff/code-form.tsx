'use client';

import { useActionState } from 'react';
import { cancelSignInAction, signInCodeAction } from '@/app/staff/login/actions';
import { FormMessage } from './form-message';
import { LabelledInput } from './labelled-input';
import styles from './staff.module.css';

/** The second step of a sign-in: the six digits the authenticator app shows now. */
export function CodeForm() {
  const [state, action, pending] = useActionState(signInCodeAction, null);
  return (
    <>
      <form action={action} className={styles.form} noValidate>
        <FormMessage state={state} />
        <LabelledInput
          id="staff-code"
          label="6-digit code from your authenticator app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          autoFocus
          error={state?.errors?.code}
        />
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
