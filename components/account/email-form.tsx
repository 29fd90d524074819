'use client';

import { useActionState } from 'react';
import { InputField } from '@/components/forms/form-field';
import type { SignInState } from '@/lib/accounts/forms';
import { StepMessage } from '@/components/self-service/code-step-parts';
import styles from '@/components/self-service/self-service.module.css';

type Action = (previous: SignInState, form: FormData) => Promise<SignInState>;

/** Settings: an e-mail address to verify (a link is sent to it), for signing in by link. */
export function EmailForm({ current, change }: { current: string; change: Action }) {
  const [state, submit, sending] = useActionState(change, null);
  return (
    <form action={submit} className={styles.form} noValidate>
      <StepMessage state={state && (state.ok || !state.errors) ? state : null} />
      <InputField
        id="account-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        maxLength={254}
        defaultValue={current}
        required
        error={state?.errors?.email}
      />
      <button type="submit" className="btn btn-outline" disabled={sending}>
        {sending ? 'Sending…' : 'Send verification link'}
      </button>
    </form>
  );
}
