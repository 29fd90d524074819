// POST /api/appointment/add_appointment – verifies the checkout result and confirms the booking
import { json, readJson, withErrors, validInput } from '@/lib/api/handler';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { checkoutResultSchema } from '@/lib/checkout/schema';

const EXTRA_PAYMENT_MESSAGE =
  'This booking was already paid for. Your second payment has been recorded and will be refunded.';

/**
 * Only the checkout's three fields count: the patient and slot were stored with the hold, so
 * nothing else in the body (the spec's "body as paid appointment") can change the booking.
 */
export const POST = withErrors(async (request: Request) => {
  const result = await validInput(checkoutResultSchema, await readJson(request));
  const settled = await confirmCheckout(
    await getDb(),
    getPaymentProvider(),
    appointmentPurchase,
    result,
  );
  const data = {
    reference: settled.reference,
    doctor: settled.doctorName,
    date: settled.date,
    time: settled.time,
    amount: settled.amountPaise,
    payment_status: true,
    refund_due: settled.outcome !== 'confirmed',
  };
  if (settled.outcome === 'refund_due') {
    return json(
      {
        message:
          'Your payment arrived too late for this slot: it was booked by someone else or its time has passed. No booking was made; the payment will be refunded.',
        code: 'refund_due',
        data,
      },
      409,
    );
  }
  if (settled.outcome === 'extra_payment') {
    // The booking stands (an earlier payment confirmed it); the patient must hear about the refund.
    return json({ message: EXTRA_PAYMENT_MESSAGE, code: 'extra_payment', data });
  }
  return json({ message: 'Success', data });
});
