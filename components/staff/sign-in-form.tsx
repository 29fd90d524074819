'use client';

import { useActionState } from 'react';
import { signInAction } from '@/app/staff/login/actions';
import { FormMessage } from './form-message';
import { LabelledInput } from './labelled-input';
import styles from './staff.module.css';

export function SignInForm() {
  const [state, action, pending] = useActionState(signInAction, null);
  const errors = state?.errors ?? {};
  return (
    <form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <LabelledInput
        id="staff-email"
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        autoFocus
        error={errors.email}
      />
      <LabelledInput
        id="staff-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
