'use client';

import { useActionState } from 'react';
import { signInAction } from '@/app/staff/login/actions';
import { FieldError, FormMessage } from './form-message';
import styles from './staff.module.css';

export function SignInForm() {
  const [state, action, pending] = useActionState(signInAction, null);
  const errors = state?.errors ?? {};
  return (
    <form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <div className={styles.field}>
        <label htmlFor="staff-email">E-mail</label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'staff-email-error' : undefined}
        />
        <FieldError id="staff-email-error" message={errors.email} />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-password">Password</label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'staff-password-error' : undefined}
        />
        <FieldError id="staff-password-error" message={errors.password} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
