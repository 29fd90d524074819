import { PaymentConfirmation } from '@/components/booking/payment-confirmation';
import { ConfirmationUnavailable } from '@/components/checkout/confirmation-unavailable';
import { OrderConfirmation } from '@/components/pharmacy/order-confirmation';
import { getAppointmentConfirmation } from '@/lib/booking/reads';
import { getOrderConfirmation } from '@/lib/pharmacy/order-reads';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { buildMetadata } from '@/lib/seo/metadata';

// Per payment and never cached (the reference comes from the query; Cache-Control: no-store).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return buildMetadata({
    title: 'Payment successful',
    description: 'Your payment to Saithunga Multi-Speciality Hospital was received.',
    path: '/payment-success',
    noindex: true,
  });
}

type Props = { searchParams: Promise<{ ref?: string | string[]; order?: string | string[] }> };

/** A reference from the address, shown back only when it has the form we issue. */
const shownReference = (value: string | undefined) =>
  value && /^S[MP]H-[0-9A-Z]{10}$/.test(value) ? value : undefined;

/** The read, or 'unavailable' when the database cannot be reached (anything else is a bug). */
async function orUnavailable<T>(read: Promise<T>): Promise<T | 'unavailable'> {
  try {
    return await read;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ path: '/payment-success', err: safeError(error) }, 'confirmation unavailable');
    return 'unavailable';
  }
}

/** Confirmation after payment: `?ref=` names an appointment, `?order=` a pharmacy order. */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { ref, order } = await searchParams;
  if (typeof order === 'string') {
    const found = await orUnavailable(getOrderConfirmation(order));
    if (found === 'unavailable')
      return <ConfirmationUnavailable kind="order" reference={shownReference(order)} />;
    return <OrderConfirmation order={found} />;
  }
  const reference = typeof ref === 'string' ? ref : undefined;
  const booking = reference ? await orUnavailable(getAppointmentConfirmation(reference)) : null;
  if (booking === 'unavailable') {
    return <ConfirmationUnavailable kind="booking" reference={shownReference(reference)} />;
  }
  return <PaymentConfirmation reference={reference} booking={booking} />;
}
