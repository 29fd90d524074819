'use client';

import { useActionState } from 'react';
import { toast } from '@/components/layout/toast';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import styles from './staff.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A console form around one server action: its fields come from the (server-rendered) children.
 * A refusal and its fields are shown above them; a success is a toast, which stays when the page
 * refreshes without this form (a cancelled booking has no cancel form any more). `inline` lays a
 * one-button form out in a row.
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
  // The toast is raised as the action answers, not from an effect: a form the refreshed page no
  // longer has (a cancelled booking's cancel form) never commits again to run one.
  const [state, formAction, pending] = useActionState(
    async (previous: ActionState, form: FormData) => {
      const next = await action(previous, form);
      if (next?.ok) toast.success(next.message);
      return next;
    },
    null,
  );
  const errors = Object.values(state?.errors ?? {});
  return (
    <form action={formAction} className={inline ? styles.inlineForm : styles.form} noValidate>
      <FormMessage state={state?.ok ? null : state} />
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
