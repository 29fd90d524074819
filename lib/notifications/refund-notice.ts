import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { appointments, orders, payments } from '@/lib/db/schema';
import type { SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { enqueue } from './outbox';
import { paymentRefunded } from './access-messages';

const WHY = {
  late: 'your payment reached us after what it paid for was no longer available, so we have returned it in full.',
  second: 'you paid twice for the same purchase, so we have returned the second payment in full.',
} as const;

/**
 * The payer of money that bought nothing hears that it is returned, in the transaction that
 * records the refund: the booking's patient, the order's shopper, the lab order's contact, or, for an order never stored
 * (its units or its collection window taken meanwhile), the contact details kept with the
 * payment.
 */
export async function noticePaymentRefunded(
  tx: Tx,
  paymentId: number,
  amountPaise: number,
  kind: keyof typeof WHY,
) {
  const [row] = await tx
    .select({
      cart: payments.cart,
      patient: {
        name: appointments.patientName,
        email: appointments.email,
        phone: appointments.phone,
      },
      buyer: { name: orders.name, email: orders.email, phone: orders.phone },
    })
    .from(payments)
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const delivery = (row.cart as { delivery?: SavedDelivery } | null)?.delivery;
  const payer = row.patient?.email
    ? row.patient
    : row.buyer?.email
      ? row.buyer
      : delivery
        ? { name: delivery.name, email: delivery.email, phone: delivery.phone_number }
        : null;
  if (!payer) return;
  await enqueue(
    tx,
    { type: 'payment', id: paymentId },
    paymentRefunded(payer, amountPaise, WHY[kind]),
  );
}
