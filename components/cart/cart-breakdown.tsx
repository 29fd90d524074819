import { formatInr } from '@/lib/money';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import styles from './cart-breakdown.module.css';

type Props = { totals: CartTotals; busy: boolean; onProceed(): void };

/** 'Cart Breakdown', 'You Saved {percent}% On This Order', 'Amount To Pay' and 'Proceed'. */
export function CartBreakdown({ totals, busy, onProceed }: Props) {
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
          <dd className={styles.free}>FREE</dd>
        </div>
        <div className={styles.toPay}>
          <dt>To Pay</dt>
          <dd>{formatInr(totals.totalPaise)}</dd>
        </div>
      </dl>
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
