'use client';

import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '@/lib/pharmacy/display';
import type { CheckoutResult, PharmacyPaymentOrder } from '@/lib/pharmacy/checkout-types';
import type { CheckoutHandlers } from './open-razorpay';
import styles from './test-checkout-dialog.module.css';

/** Failure description the test checkout reports when 'Fail' is chosen. */
export const TEST_FAILURE = 'Payment declined in test mode';

type Props = { order: PharmacyPaymentOrder; merchantName: string } & CheckoutHandlers;

/**
 * The on-site checkout used without provider keys, clearly labelled as test mode. 'Pay' asks the
 * server to sign the payment exactly as the provider would; 'Fail' reports a declined payment.
 */
export function TestCheckoutDialog({
  order,
  merchantName,
  onSuccess,
  onFailure,
  onDismiss,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function pay() {
    setPaying(true);
    try {
      const res = await fetch('/api/pharmacy/simulated-pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderId: order.id }),
      });
      if (!res.ok) throw new Error(`test payment refused (${res.status})`);
      onSuccess((await res.json()) as CheckoutResult);
    } catch (error) {
      onFailure(error instanceof Error ? error.message : 'Test payment failed');
    } finally {
      setPaying(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="test-checkout-title"
      onCancel={onDismiss}
    >
      <p className={styles.mode}>Test mode · no real money moves</p>
      <h2 id="test-checkout-title" className={styles.title}>
        {merchantName}
      </h2>
      <p className={styles.description}>{order.description}</p>
      <p className={styles.amount}>
        <span>Amount</span>
        <strong data-testid="checkout-amount">{formatPrice(order.amount)}</strong>
      </p>
      <dl className={styles.prefill}>
        <dt>Name</dt>
        <dd>{order.prefill.name}</dd>
        <dt>Email</dt>
        <dd>{order.prefill.email}</dd>
        <dt>Phone</dt>
        <dd>{order.prefill.contact}</dd>
      </dl>
      <p className={styles.orderId}>Order {order.id}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={pay} disabled={paying}>
          {paying ? 'Paying…' : `Pay ${formatPrice(order.amount)}`}
        </button>
        <button
          type="button"
          className="btn btn-emergency"
          onClick={() => onFailure(TEST_FAILURE)}
          disabled={paying}
        >
          Fail
        </button>
        <button type="button" className="btn btn-outline" onClick={onDismiss} disabled={paying}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
