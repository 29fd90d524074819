'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useRef, type FormEvent } from 'react';
import { requestFormReset } from 'react-dom';
import { toast } from '@/components/layout/toast';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import styles from './staff.module.css';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

/**
 * A console form around one server action: its fields come from the (server-rendered) children.
 * A refusal and its fields are shown above them; a success is a toast, which stays when the page
 * refreshes without this form (a cancelled booking has no cancel form any more). `inline` lays a
 * one-button form out in a row. A create's success opens the new record's page (`location`).
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
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(
    async (previous: ActionState, form: FormData) => {
      const next = await action(previous, form);
      if (next?.ok) toast.success(next.message);
      if (next?.ok && next.location) router.push(next.location);
      // Emptied (to the refreshed page's values) only once saved: a refused form keeps what was
      // typed, so a long form is corrected, not typed again.
      else if (next?.ok && formRef.current) {
        const form = formRef.current;
        startTransition(() => requestFormReset(form));
      }
      return next;
    },
    null,
  );
  // Submitted here rather than through the form's action, which React would reset whatever the
  // answer; `action` stays for the pending state and for a submit before hydration.
  const submitKeepingValues = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
  const errors = Object.values(state?.errors ?? {});
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submitKeepingValues}
      className={inline ? styles.inlineForm : styles.form}
      noValidate
    >
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
