import { PaymentConfirmation } from '@/components/booking/payment-confirmation';
import { OrderConfirmation } from '@/components/pharmacy/order-confirmation';
import { getAppointmentConfirmation } from '@/lib/data/booking';
import { getOrderConfirmation } from '@/lib/data/orders';
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

/** Confirmation after payment: `?ref=` names an appointment, `?order=` a pharmacy order. */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { ref, order } = await searchParams;
  if (typeof order === 'string') {
    return <OrderConfirmation order={await getOrderConfirmation(order)} />;
  }
  const reference = typeof ref === 'string' ? ref : undefined;
  const booking = reference ? await getAppointmentConfirmation(reference) : null;
  return <PaymentConfirmation reference={reference} booking={booking} />;
}
