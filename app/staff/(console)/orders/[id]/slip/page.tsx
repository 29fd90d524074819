import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Facts } from '@/components/staff/facts';
import { addressFact } from '@/components/staff/order-page';
import { expectedFact } from '@/components/staff/pharmacy-order-page';
import { getOrderDetail } from '@/lib/pharmacy/staff-orders';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Packing slip' };

/** What goes in the parcel and where it goes, to print: no prices, no payment details. */
export default async function PackingSlipPage({ params }: RecordPageProps) {
  const order = await requireRecord('pharmacy_orders', params, getOrderDetail);
  return (
    <>
      <Link href={`/staff/orders/${order.id}`} className={`${styles.back} noPrint`}>
        ← Order {order.reference}
      </Link>
      <h1 className={styles.title}>Packing slip {order.reference}</h1>
      <section className={styles.panel} aria-label="Deliver to">
        <Facts
          facts={[
            { term: 'Deliver to', detail: order.name },
            addressFact(order),
            { term: 'Phone', detail: order.phone },
            expectedFact(order),
          ]}
        />
      </section>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Medicine</th>
            <th scope="col">Quantity</th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.medicineId}>
              <td>
                {item.name}
                {item.schedule === 'OTC' ? '' : ` (Schedule ${item.schedule})`}
              </td>
              <td>{item.quantity}</td>
              <td aria-label="Tick when packed">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
