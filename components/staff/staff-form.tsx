'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useId, useRef, type FormEvent } from 'react';
import { requestFormReset } from 'react-dom';
import { toast } from '@/components/layout/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ActionState } from '@/lib/staff/action';
import { FormMessage } from './form-message';
import styles from './staff.module.css';

const FIX_BELOW = 'Please correct the fields listed below.';

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
  needsScript = false,
  children,
}: {
  action: Action;
  submit: string;
  danger?: boolean;
  inline?: boolean;
  /**
   * The form's payload is built by its script (a hidden field from client state): its submit
   * waits for hydration, since a submit before it would send the server-drawn, empty payload.
   */
  needsScript?: boolean;
  children?: React.ReactNode;
}) {
  // The toast is raised as the action answers, not from an effect: a form the refreshed page no
  // longer has (a cancelled booking's cancel form) never commits again to run one.
  const router = useRouter();
  const hydrated = useHydrated();
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
  const fieldErrors = Object.entries(state?.errors ?? {});
  const formId = useId();
  const errorId = (field: string) => `${formId}-error-${field}`;
  // Each refused field is marked invalid and described by its message, and the first one takes
  // the focus, so a keyboard or screen-reader user lands where the correction is needed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const marked of form.querySelectorAll<HTMLElement>('[data-refused]')) {
      marked.removeAttribute('aria-invalid');
      marked.setAttribute('aria-describedby', marked.dataset.refused ?? '');
      if (!marked.dataset.refused) marked.removeAttribute('aria-describedby');
      delete marked.dataset.refused;
    }
    let first: HTMLElement | null = null;
    for (const field of Object.keys(state?.errors ?? {})) {
      const control = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
      if (!control || control.getAttribute('type') === 'hidden') continue;
      const described = control.getAttribute('aria-describedby') ?? '';
      control.dataset.refused = described;
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', `${described} ${errorId(field)}`.trim());
      first ??= control;
    }
    first?.focus();
    // errorId depends only on the form's stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  // A refusal of one field has that field's message as its message: the alert then asks for the
  // corrections and the list says each, once.
  const refusal =
    state && !state.ok && fieldErrors.some(([, message]) => message === state.message)
      ? { ...state, message: FIX_BELOW }
      : state;
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submitKeepingValues}
      className={inline ? styles.inlineForm : styles.form}
      noValidate
    >
      <FormMessage state={refusal?.ok ? null : refusal} />
      {fieldErrors.length > 0 ? (
        <ul className={styles.fieldErrors}>
          {fieldErrors.map(([field, message]) => (
            <li key={field} id={errorId(field)}>
              {message}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn ${danger ? 'btn-emergency' : 'btn-primary'}${inline ? ' btn-sm' : ''}`}
          disabled={pending || (needsScript && !hydrated)}
        >
          {submit}
        </button>
      </div>
    </form>
  );
}
