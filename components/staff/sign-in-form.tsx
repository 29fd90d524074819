'use client';

import { useActionState } from 'react';
import { signInAction } from '@/app/staff/login/actions';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import { LabelledInput } from './labelled-input';
import styles from './staff.module.css';

type FieldErrors = NonNullable<NonNullable<ActionState>['errors']>;

/**
 * One step of the console's sign-in (the password, then the code): its action's refusal above
 * the fields, each field's own message beside it, and 'Sign in' saying `busy` while it runs.
 */
export function SignInStep({
  action,
  busy,
  fields,
}: {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
  busy: string;
  fields: (errors: FieldErrors) => React.ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className={styles.form} noValidate>
      <FormMessage state={state} />
      {fields(state?.errors ?? {})}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? busy : 'Sign in'}
      </button>
    </form>
  );
}

export function SignInForm() {
  return (
    <SignInStep
      action={signInAction}
      busy="Signing in…"
      fields={(errors) => (
        <>
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
        </>
      )}
    />
  );
}
