import { AppointmentCheckout } from '@/components/booking/appointment-checkout';
import { PaymentModeBanner } from '@/components/checkout/test-mode-banner';
import { getPaymentMode } from '@/lib/payments/mode';
import { buildMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

// Personal data is typed here: rendered per request, so the response carries Cache-Control: no-store.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return buildMetadata({
    title: 'Appointment summary and payment',
    description:
      'Check your chosen doctor, date and time, enter the patient details and pay online.',
    path: '/addtocart/appointment',
    noindex: true,
  });
}

export default function AppointmentPage() {
  return (
    <section className="section">
      <div className="container">
        <h1 className="section-title">Book your appointment</h1>
        <PaymentModeBanner mode={getPaymentMode()} className={styles.paymentMode} />
        <AppointmentCheckout />
      </div>
    </section>
  );
}
