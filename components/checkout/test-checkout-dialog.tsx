'use client';

import { useId, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatInr } from '@/lib/money';
import type { CheckoutPrefill } from '@/lib/payments/checkout-types';
import styles from './test-checkout-dialog.module.css';
import { TestModeBanner } from './test-mode-banner';

type Props = {
  amount: number;
  description?: string;
  /** The buyer's details, shown as the provider's checkout would prefill them. */
  prefill?: CheckoutPrefill;
  onPay: () => Promise<void>;
  onFail: () => void;
  onDismiss: () => void;
};

/**
 * Stands in for the card provider's window in test mode (PAYMENT_TEST_MODE=1, no Razorpay keys).
 * It says plainly that it is a test: no card is asked for and no money moves.
 */
export function TestCheckoutDialog({
  amount,
  description,
  prefill,
  onPay,
  onFail,
  onDismiss,
}: Props) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  return (
    <ModalDialog
      open
      onClose={busy ? () => {} : onDismiss}
      titleId={titleId}
      describedById={textId}
    >
      <div className={styles.body}>
        <TestModeBanner compact />
        <h2 id={titleId}>Test checkout</h2>
        <p id={textId} className={styles.note}>
          This is a simulated payment: no card is needed and no money is charged. Choose how the
          payment should end.
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
        {prefill ? (
          <dl className={styles.prefill}>
            <dt>Name</dt>
            <dd>{prefill.name}</dd>
            <dt>Email</dt>
            <dd>{prefill.email}</dd>
            <dt>Phone</dt>
            <dd>{prefill.contact}</dd>
          </dl>
        ) : null}
        <p className={styles.amount}>
          Amount <strong data-testid="checkout-amount">{formatInr(amount)}</strong>
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onFail} disabled={busy}>
            Fail
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onPay();
            }}
          >
            {busy ? 'Processing...' : 'Pay'}
          </button>
        </div>
        <button type="button" className={styles.close} onClick={onDismiss} disabled={busy}>
          Close without paying
        </button>
      </div>
    </ModalDialog>
  );
}
