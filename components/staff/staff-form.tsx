'use client';

import { useActionState } from 'react';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import styles from './staff.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A console form around one server action: its fields come from the (server-rendered) children;
 * the outcome and any refused fields are announced above them. `inline` lays a one-button form
 * out in a row.
 */
export function StaffForm({
  action,
  submit,
  danger = false,
  inline = false,
  children,
}: {
  action: Action;
  submit: string;
  danger?: boolean;
  inline?: boolean;
  children?: React.ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const errors = Object.values(state?.errors ?? {});
  return (
    <form action={formAction} className={inline ? styles.inlineForm : styles.form} noValidate>
      <FormMessage state={state} />
      {errors.length > 0 ? (
        <ul className={styles.fieldErrors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn ${danger ? 'btn-emergency' : 'btn-primary'}${inline ? ' btn-sm' : ''}`}
          disabled={pending}
        >
          {submit}
        </button>
      </div>
    </form>
  );
}
