'use client';

import { useActionState, useState, type ComponentProps } from 'react';
import { InputField } from '@/components/forms/form-field';
import styles from './self-service.module.css';

/**
 * The pieces every one-time-code form shares (the self-service pages' access form and the
 * patients' sign-in form): the step's announced message, and the links under the code field.
 */

type State = { ok: boolean; message: string } | null;

/**
 * 'Send a new code', with a state of its own (a refusal, too many codes, keeps the code step),
 * and a count of the codes sent, to remount the code step with each new one.
 */
export function useResend<S extends { ok: boolean; message: string }>(
  ask: (previous: S | null, form: FormData) => Promise<S | null>,
) {
  const [sends, setSends] = useState(0);
  const [resent, resend, resending] = useActionState(
    async (previous: S | null, form: FormData): Promise<S | null> => {
      const next = await ask(previous, form);
      if (next?.ok) setSends((n) => n + 1);
      return next;
    },
    null,
  );
  return { sends, resent, resend, resending };
}

/** A form's text fields by name (its files left out). */
const textFields = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * The first step's state and the way back to it: `askAgain` leaves the editing of the first step
 * and asks for a code; `codeShown` while a code has been sent and the person has not gone back.
 * `sent` is what the first step was last sent with, read from the form itself: a number typed
 * and sent before the page hydrated (React replays that submission) reached no onChange, so only
 * the form knows it. The code step and 'Send a new code' post these fields again, and the first
 * step's fields start from them (uncontrolled: React empties a form after its action).
 */
export function useCodeSteps<S extends { ok: boolean; message: string }>(
  askCode: (previous: S | null, form: FormData) => Promise<S | null>,
) {
  const [sent, setSent] = useState<Record<string, string>>({});
  const [asked, ask, asking] = useActionState(async (previous: S | null, form: FormData) => {
    setSent(textFields(form));
    return askCode(previous, form);
  }, null);
  const resending = useResend(askCode);
  const [editing, setEditing] = useState(false);
  return {
    sent,
    asked,
    asking,
    ...resending,
    codeShown: Boolean(asked?.ok) && !editing,
    askAgain: (form: FormData) => {
      setEditing(false);
      return ask(form);
    },
    change: () => setEditing(true),
  };
}

/** The 6-digit code's field, as every one-time-code form asks for it. */
export function CodeField(
  props: Omit<ComponentProps<typeof InputField>, 'name' | 'label'> & { id: string },
) {
  return (
    <InputField
      name="code"
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** A step's message: a status when it went through, an alert when refused. */
export function StepMessage({ state, text }: { state: State; text?: string }) {
  if (!state) return null;
  return (
    <p role={state.ok ? 'status' : 'alert'} className={state.ok ? styles.ok : styles.refused}>
      {text ?? state.message}
    </p>
  );
}

/** 'Send a new code' (a form posting `fields` again) and the way back to the first step. */
export function ResendLinks({
  resend,
  resending,
  fields,
  changeLabel,
  onChange,
}: {
  resend: (form: FormData) => void;
  resending: boolean;
  fields: Record<string, string>;
  changeLabel: string;
  onChange: () => void;
}) {
  return (
    <div className={styles.links}>
      <form action={resend}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={styles.linkButton} disabled={resending}>
          Send a new code
        </button>
      </form>
      <button type="button" className={styles.linkButton} onClick={onChange}>
        {changeLabel}
      </button>
    </div>
  );
}
