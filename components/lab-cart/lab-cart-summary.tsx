import type { CartTotals } from '@/lib/pharmacy/cart-math';
import { formatInr } from '@/lib/money';
import {
  CartSummary,
  CouponRow,
  PayButton,
  SummaryRows,
  summaryStyles as summary,
  ToPayRow,
} from '@/components/shop/summary-parts';

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
    <CartSummary id="lab-summary" title="Price details">
      <SummaryRows>
        <div>
          <dt>Total MRP</dt>
          <dd data-testid="lab-mrp-total">{formatInr(totals.mrpTotalPaise)}</dd>
        </div>
        {mrpSaving > 0 && (
          <div className={summary.saving}>
            <dt>Discount on MRP</dt>
            <dd>−{formatInr(mrpSaving)}</dd>
          </div>
        )}
        <CouponRow totals={totals} />
        <div>
          <dt>Home sample collection</dt>
          <dd className={summary.free}>FREE</dd>
        </div>
        <ToPayRow label="To pay" totals={totals} testId="lab-to-pay" />
      </SummaryRows>
      {savedPaise > 0 && (
        <p className={summary.saved} data-testid="lab-saved">
          You save {formatInr(savedPaise)} ({totals.savedPercent}%) on this booking
        </p>
      )}
      <PayButton
        busy={busy}
        onPay={onPay}
        label={`Pay ${formatInr(totals.totalPaise)}`}
        className="btn btn-primary btn-block"
      />
    </CartSummary>
  );
}
