'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/layout/toast';
import type { ActionState } from '@/lib/staff/action';
import styles from './self-service.module.css';

type Props = {
  /** What the rule gives if the patient cancels now (decided again by the server on submit). */
  refund: boolean;
  feeLabel: string;
  cancel: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

/**
 * 'Cancel appointment': the refund the patient will get is said before the final button, and
 * that button posts what was shown, so a cancellation that crosses the 4-hour line while the page
 * is open is refused and explained rather than carried out without the refund promised.
 */
export function CancelBooking({ refund, feeLabel, cancel }: Props) {
  const [asking, setAsking] = useState(false);
  // The pressed button goes as the other appears: the focus follows, not left on the page body.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (asking ? confirmButton : askButton).current?.focus();
  }, [asking]);
  const toggle = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  // The toast is raised as the action answers: the refreshed page no longer has this form.
  const [state, action, pending] = useActionState(async (previous: ActionState, form: FormData) => {
    const next = await cancel(previous, form);
    if (next?.ok) toast.success(next.message);
    return next;
  }, null);
  const rule = refund
    ? `Cancelling now refunds the full fee of ${feeLabel} to the card or account you paid with (5 to 7 working days).`
    : `Your appointment is less than 4 hours away: cancelling now does not refund the fee of ${feeLabel}.`;
  return (
    <div className={styles.section}>
      <p>{rule}</p>
      {state && !state.ok ? (
        <p role="alert" className={styles.refused}>
          {state.message}
        </p>
      ) : null}
      {asking ? (
        <form action={action} className={styles.actions}>
          <input type="hidden" name="confirm" value={refund ? 'refund' : 'no_refund'} />
          <button
            ref={confirmButton}
            type="submit"
            className="btn btn-emergency"
            disabled={pending}
          >
            {pending ? 'Cancelling…' : 'Yes, cancel my appointment'}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => toggle(false)}>
            Keep my appointment
          </button>
        </form>
      ) : (
        <div className={styles.actions}>
          <button
            ref={askButton}
            type="button"
            className="btn btn-outline"
            onClick={() => toggle(true)}
          >
            Cancel appointment
          </button>
        </div>
      )}
    </div>
  );
}
