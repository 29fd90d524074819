import type { Metadata } from 'next';
import { PaymentModeBanner } from '@/components/checkout/test-mode-banner';
import { LabCartPage } from '@/components/lab-cart/lab-cart-page';
import { getPaymentMode } from '@/lib/payments/mode';
import { buildMetadata } from '@/lib/seo/metadata';

/** The cart lives in the visitor's browser session, the payment mode in the server: never cached. */
export const dynamic = 'force-dynamic';
export const fetchCache = 'force-no-store';

export const metadata: Metadata = buildMetadata({
  title: 'Lab cart',
  description: 'Your lab tests: patients, home sample collection address and time, and payment.',
  path: '/lab-tests/cart',
  noindex: true,
});

export default function LabCartAndCheckoutPage() {
  const mode = getPaymentMode();
  return (
    <LabCartPage paymentMode={mode === 'razorpay' ? null : <PaymentModeBanner mode={mode} />} />
  );
}
