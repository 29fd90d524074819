import type { ReactNode } from 'react';
import { formatInr } from '@/lib/money';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import styles from './cart-summary.module.css';

type SummaryProps = {
  /** The heading's id and text ('Cart Breakdown', 'Price details'). */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
};

/** A cart's price summary section, closed by the taxes note. */
export function CartSummary({ id, title, className, children }: SummaryProps) {
  return (
    <section
      className={className ? `${styles.summary} ${className}` : styles.summary}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
      <p className={styles.taxes}>Prices are inclusive of all taxes.</p>
    </section>
  );
}

/** The rows of a summary: a description list. */
export function SummaryRows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}

/** The coupon's row, while one applies. */
export function CouponRow({ totals }: { totals: CartTotals }) {
  if (totals.couponPercent <= 0) return null;
  return (
    <div className={styles.saving}>
      <dt>Coupon ({totals.couponPercent}%)</dt>
      <dd data-testid="coupon-amount">−{formatInr(totals.couponPaise)}</dd>
    </div>
  );
}

/** The last row: what is paid. */
export function ToPayRow({
  label,
  totals,
  testId,
}: {
  label: string;
  totals: CartTotals;
  testId?: string;
}) {
  return (
    <div className={styles.toPay}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatInr(totals.totalPaise)}</dd>
    </div>
  );
}

/** The pay button, pressed once until the payment settles. */
export function PayButton({
  busy,
  onPay,
  label,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  onPay(): void;
  label: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onPay} disabled={busy} aria-busy={busy}>
      {busy ? 'Please wait…' : label}
    </button>
  );
}

export const summaryStyles = styles;
