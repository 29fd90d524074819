import { formatInr } from '@/lib/money';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import {
  deliveryFeeText,
  notServiceableMessage,
  NOT_SERVICEABLE,
} from '@/lib/pharmacy/delivery-area';
import type { DeliveryCheck } from '@/components/pharmacy/use-delivery-area';
import {
  CartSummary,
  CouponRow,
  PayButton,
  SummaryRows,
  summaryStyles as summary,
  ToPayRow,
} from '@/components/shop/summary-parts';
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
    <CartSummary id="cart-breakdown" title="Cart Breakdown">
      <SummaryRows>
        <div>
          <dt>Cart Total</dt>
          <dd data-testid="cart-subtotal">{formatInr(totals.subtotalPaise)}</dd>
        </div>
        <CouponRow totals={totals} />
        <div>
          <dt>Delivery</dt>
          {notServed ? (
            <dd className={styles.notServed}>{NOT_SERVICEABLE}</dd>
          ) : totals.deliveryPaise > 0 ? (
            <dd data-testid="delivery-fee">{deliveryFeeText(totals.deliveryPaise)}</dd>
          ) : (
            <dd className={summary.free}>FREE</dd>
          )}
        </div>
        <ToPayRow label="To Pay" totals={totals} />
      </SummaryRows>
      {notServed && (
        <p className={styles.notServedNote} role="alert">
          {notServiceableMessage(delivery.pincode)}
        </p>
      )}
      {totals.savedPercent > 0 && (
        <p className={`${summary.saved} ${styles.saved}`}>
          You Saved {totals.savedPercent}% On This Order
        </p>
      )}
      <div className={styles.pay}>
        <p>
          <span>Amount To Pay</span>
          <strong data-testid="amount-to-pay">{formatInr(totals.totalPaise)}</strong>
        </p>
        <PayButton busy={busy} onPay={onProceed} label="Proceed" />
      </div>
    </CartSummary>
  );
}
