import { formatInr } from '@/lib/money';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import {
  deliveryFeeText,
  notServiceableMessage,
  NOT_SERVICEABLE,
} from '@/lib/pharmacy/delivery-area';
import type { DeliveryCheck } from '@/components/pharmacy/use-delivery-area';
import styles from './cart-breakdown.module.css';

type Props = {
  totals: CartTotals;
  /** The saved address's pincode, as the server answered for it. */
  delivery?: DeliveryCheck;
  busy: boolean;
  onProceed(): void;
};

/**
 * 'Cart Breakdown', 'You Saved {percent}% On This Order', 'Amount To Pay' and 'Proceed'; the
 * delivery row is the saved pincode's fee (FREE in the city), or says it is not served.
 */
export function CartBreakdown({ totals, delivery, busy, onProceed }: Props) {
  const notServed = delivery?.state === 'not-served';
  return (
    <section className={styles.breakdown} aria-labelledby="cart-breakdown">
      <h2 id="cart-breakdown" className={styles.title}>
        Cart Breakdown
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>Cart Total</dt>
          <dd data-testid="cart-subtotal">{formatInr(totals.subtotalPaise)}</dd>
        </div>
        {totals.couponPercent > 0 && (
          <div className={styles.coupon}>
            <dt>Coupon ({totals.couponPercent}%)</dt>
            <dd data-testid="coupon-amount">−{formatInr(totals.couponPaise)}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          {notServed ? (
            <dd className={styles.notServed}>{NOT_SERVICEABLE}</dd>
          ) : totals.deliveryPaise > 0 ? (
            <dd data-testid="delivery-fee">{deliveryFeeText(totals.deliveryPaise)}</dd>
          ) : (
            <dd className={styles.free}>FREE</dd>
          )}
        </div>
        <div className={styles.toPay}>
          <dt>To Pay</dt>
          <dd>{formatInr(totals.totalPaise)}</dd>
        </div>
      </dl>
      {notServed && (
        <p className={styles.notServedNote} role="alert">
          {notServiceableMessage(delivery.pincode)}
        </p>
      )}
      {totals.savedPercent > 0 && (
        <p className={styles.saved}>You Saved {totals.savedPercent}% On This Order</p>
      )}
      <div className={styles.pay}>
        <p>
          <span>Amount To Pay</span>
          <strong data-testid="amount-to-pay">{formatInr(totals.totalPaise)}</strong>
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onProceed}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Please wait…' : 'Proceed'}
        </button>
      </div>
      <p className={styles.taxes}>Prices are inclusive of all taxes.</p>
    </section>
  );
}
