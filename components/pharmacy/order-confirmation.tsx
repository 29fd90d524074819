import { Link } from '@/components/ui/link';
import type { OrderConfirmation as Order } from '@/lib/pharmacy/order-reads';
import { formatInr } from '@/lib/money';
import { trackOrderHref } from '@/lib/self-service/links';
import { deliveryFeeText } from '@/lib/pharmacy/delivery-area';
import { orderStatusNote } from '@/lib/pharmacy/prescription-rules';
import { PlacedCard, placedPanelClass } from '@/components/shop/placed-card';
import styles from './order-confirmation.module.css';

/** Confirmation text and 'Continue'; with a pharmacy order, its reference, lines and total. */
export function OrderConfirmation({ order }: { order: Order | null }) {
  return (
    <PlacedCard
      title="Payment successful"
      lead={
        <>
          Thank you! Your payment has been received and confirmed.
          {order && ' Please keep your order reference for any question about your order.'}
        </>
      }
    >
      {order && (
        <section className={placedPanelClass} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.orderTitle}>
            Order <span data-testid="order-reference">{order.reference}</span>
          </h2>
          <ul role="list" className={styles.items}>
            {order.items.map((item) => (
              <li key={item.name}>
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span>{formatInr(item.unitPricePaise * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            {order.discountPaise > 0 && (
              <div>
                <dt>Coupon ({order.couponPercent}%)</dt>
                <dd>−{formatInr(order.discountPaise)}</dd>
              </div>
            )}
            <div>
              <dt>Delivery</dt>
              <dd>{deliveryFeeText(order.deliveryFeePaise)}</dd>
            </div>
            <div className={styles.paid}>
              <dt>Total paid</dt>
              <dd data-testid="order-total">{formatInr(order.totalPaise)}</dd>
            </div>
          </dl>
          {orderStatusNote(order.status) && (
            <p className={styles.status} role="status" data-testid="order-status">
              {orderStatusNote(order.status)}
            </p>
          )}
          <p className={styles.delivery}>
            Expected delivery on {order.expectedDate} at {order.expectedTime}. E-reports will be
            delivered within a week.
          </p>
          <p>
            <Link href={trackOrderHref(order.reference)}>Track this order</Link> at any time with
            its reference and your phone number.
          </p>
        </section>
      )}
      <Link href="/" className="btn btn-primary">
        Continue
      </Link>
    </PlacedCard>
  );
}
