import { FactRows } from '@/components/booking/fact-rows';
import type { OpenedBy } from '@/lib/self-service/guard';
import { CloseRecord } from './close-record';
import { RecordSection } from './record-section';
import { refundFact } from './refund-fact';
import { formatInr } from '@/lib/money';
import type { TrackedOrder as Order } from '@/lib/self-service/order';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from './self-service.module.css';

/** A shopper's own order, opened by the one-time code: where it is, what it holds, what was paid. */
export function TrackedOrder({
  order,
  leave,
}: {
  order: Order & { openedBy?: OpenedBy };
  leave: () => Promise<void>;
}) {
  return (
    <>
      <RecordSection
        id="order-title"
        title={<>Order {order.reference}</>}
        badge={order.statusLabel}
      >
        {order.statusNote ? <p>{order.statusNote}</p> : null}
        <h3>What has happened</h3>
        <ol className={styles.history}>
          {order.history.map((event, index) => (
            <li key={index}>
              <strong>{event.statusLabel}</strong>
              <time dateTime={event.at.toISOString()}>{formatIndiaDateTime(event.at)}</time>
              {event.note ? <span>{event.note}</span> : null}
            </li>
          ))}
        </ol>
      </RecordSection>
      <RecordSection id="items-title" title="Items and payment">
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.name}</td>
                <td>
                  {line.quantity} × {formatInr(line.unitPricePaise)}
                </td>
                <td>{formatInr(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <FactRows
          className={styles.facts}
          facts={[
            { label: 'Subtotal', value: formatInr(order.subtotalPaise) },
            order.discountPaise > 0
              ? {
                  label: `Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`,
                  value: <>−{formatInr(order.discountPaise)}</>,
                }
              : null,
            {
              label: 'Delivery',
              value: order.deliveryFeePaise > 0 ? formatInr(order.deliveryFeePaise) : 'Free',
            },
            { label: 'Total paid', value: formatInr(order.totalPaise) },
            refundFact(order.refund),
          ]}
        />
      </RecordSection>
      <RecordSection id="delivery-title" title="Delivery">
        <FactRows
          className={styles.facts}
          facts={[
            {
              label: 'Address',
              value: (
                <>
                  {order.address}, {order.pincode}
                </>
              ),
            },
            { label: 'Expected', value: order.expected },
          ]}
        />
      </RecordSection>
      <CloseRecord leave={leave} noun="order" openedBy={order.openedBy} />
    </>
  );
}
