'use client';

import { useActionState, useState } from 'react';
import { moveOrderAction, retryOrderRefundAction } from '@/app/staff/(console)/actions';
import {
  needsReason,
  ORDER_ACTION_LABELS,
  ORDER_REASON_MAX,
  type OrderAction,
} from '@/lib/pharmacy/order-status';
import { FieldError, FormMessage } from './form-message';
import styles from './staff.module.css';

/**
 * The moves open to an order, one button each. A move that refunds (reject, cancel) asks for its
 * reason first; the server checks the move again, so a stale page cannot make a wrong one.
 */
export function OrderActions({
  id,
  actions,
  refundToRetry,
}: {
  id: number;
  actions: OrderAction[];
  refundToRetry: boolean;
}) {
  const [state, action, pending] = useActionState(moveOrderAction, null);
  const [retryState, retry, retrying] = useActionState(retryOrderRefundAction, null);
  const [chosen, setChosen] = useState<OrderAction | null>(null);
  const errors = state?.errors ?? {};
  const simple = actions.filter((a) => !needsReason(a));
  const refunding = actions.filter(needsReason);
  return (
    <div className={styles.form}>
      <FormMessage state={state} />
      <FieldError id="order-action-error" message={errors.action} />
      {actions.length === 0 && !refundToRetry ? <p>Nothing more to do for this order.</p> : null}
      {simple.length > 0 ? (
        <div className={styles.actions}>
          {simple.map((a) => (
            <form key={a} action={action}>
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="action" value={a} />
              <button type="submit" className="btn btn-primary" disabled={pending}>
                {ORDER_ACTION_LABELS[a]}
              </button>
            </form>
          ))}
        </div>
      ) : null}
      {refunding.length > 0 && chosen === null ? (
        <div className={styles.actions}>
          {refunding.map((a) => (
            <button key={a} type="button" className="btn btn-outline" onClick={() => setChosen(a)}>
              {ORDER_ACTION_LABELS[a]}…
            </button>
          ))}
        </div>
      ) : null}
      {chosen ? (
        <form action={action} className={styles.form} noValidate>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="action" value={chosen} />
          <div className={styles.field}>
            <label htmlFor="order-reason">
              Reason (the shopper reads it; the full amount is refunded)
            </label>
            <textarea
              id="order-reason"
              name="reason"
              rows={3}
              required
              maxLength={ORDER_REASON_MAX}
              autoFocus
              aria-describedby={errors.reason ? 'order-reason-error' : undefined}
            />
            <FieldError id="order-reason-error" message={errors.reason} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-emergency" disabled={pending}>
              {ORDER_ACTION_LABELS[chosen]}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setChosen(null)}>
              Keep the order
            </button>
          </div>
        </form>
      ) : null}
      {refundToRetry ? (
        <form action={retry}>
          <input type="hidden" name="id" value={id} />
          <FormMessage state={retryState} />
          <button type="submit" className="btn btn-outline" disabled={retrying}>
            Retry refund
          </button>
        </form>
      ) : null}
    </div>
  );
}
