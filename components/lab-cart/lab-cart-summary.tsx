import type { CartTotals } from '@/lib/pharmacy/cart-math';
import { formatInr } from '@/lib/money';
import styles from './lab-cart-summary.module.css';

type Props = {
  totals: CartTotals;
  busy: boolean;
  onPay(): void;
};

/**
 * The running total: MRP, the discount on it, the coupon, free home collection, what is paid and
 * what is saved; then 'Pay'. The server prices the order again from the database.
 */
export function LabCartSummary({ totals, busy, onPay }: Props) {
  const mrpSaving = totals.mrpTotalPaise - totals.subtotalPaise;
  const savedPaise = totals.mrpTotalPaise - totals.totalPaise;
  return (
    <section className={styles.summary} aria-labelledby="lab-summary">
      <h2 id="lab-summary" className={styles.title}>
        Price details
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>Total MRP</dt>
          <dd data-testid="lab-mrp-total">{formatInr(totals.mrpTotalPaise)}</dd>
        </div>
        {mrpSaving > 0 && (
          <div className={styles.saving}>
            <dt>Discount on MRP</dt>
            <dd>−{formatInr(mrpSaving)}</dd>
          </div>
        )}
        {totals.couponPercent > 0 && (
          <div className={styles.saving}>
            <dt>Coupon ({totals.couponPercent}%)</dt>
            <dd data-testid="coupon-amount">−{formatInr(totals.couponPaise)}</dd>
          </div>
        )}
        <div>
          <dt>Home sample collection</dt>
          <dd className={styles.free}>FREE</dd>
        </div>
        <div className={styles.toPay}>
          <dt>To pay</dt>
          <dd data-testid="lab-to-pay">{formatInr(totals.totalPaise)}</dd>
        </div>
      </dl>
      {savedPaise > 0 && (
        <p className={styles.saved} data-testid="lab-saved">
          You save {formatInr(savedPaise)} ({totals.savedPercent}%) on this booking
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={onPay}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Please wait…' : `Pay ${formatInr(totals.totalPaise)}`}
      </button>
      <p className={styles.taxes}>Prices are inclusive of all taxes.</p>
    </section>
  );
}
