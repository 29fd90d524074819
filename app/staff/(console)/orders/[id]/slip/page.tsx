import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getOrderDetail } from '@/lib/pharmacy/staff-orders';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Packing slip' };

/** What goes in the parcel and where it goes, to print: no prices, no payment details. */
export default async function PackingSlipPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('pharmacy_orders');
  const id = parseId((await params).id);
  if (!id) notFound();
  const order = await getOrderDetail(await getDb(), id);
  if (!order) notFound();
  return (
    <>
      <Link href={`/staff/orders/${order.id}`} className={`${styles.back} noPrint`}>
        ← Order {order.reference}
      </Link>
      <h1 className={styles.title}>Packing slip {order.reference}</h1>
      <section className={styles.panel} aria-label="Deliver to">
        <dl className={styles.facts}>
          <dt>Deliver to</dt>
          <dd>{order.name}</dd>
          <dt>Address</dt>
          <dd>
            {order.address}, {order.pincode}
          </dd>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
          <dt>Expected</dt>
          <dd>
            {order.expectedDate}, {order.expectedTime}
          </dd>
        </dl>
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
