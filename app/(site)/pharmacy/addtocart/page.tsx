import type { Metadata } from 'next';
import { CartPage } from '@/components/cart/cart-page';
import { PaymentModeBanner } from '@/components/checkout/test-mode-banner';
import { CartAlsoBought } from '@/components/pharmacy/cart-also-bought';
import { getPaymentMode } from '@/lib/payments/mode';
import { buildMetadata } from '@/lib/seo/metadata';
import { PHARMACY_CART_BANNER } from '@/lib/seed/content/image-paths';
import styles from './page.module.css';

/** The cart lives in the visitor's browser session: this page is never cached. */
export const dynamic = 'force-dynamic';
export const fetchCache = 'force-no-store';

export const metadata: Metadata = buildMetadata({
  title: 'My Cart',
  description: 'Your Saithunga Pharmacy cart: delivery details, coupons and secure payment.',
  path: '/pharmacy/addtocart',
  noindex: true,
});

/** A banner of the pharmacy's offers: a picture drawn by the seed's image generator, and its words. */
const CART_BANNER = {
  image: PHARMACY_CART_BANNER,
  title: 'Free Delivery Across Bangalore',
  line: 'On every pharmacy order',
};

export default function CartAndCheckoutPage() {
  const mode = getPaymentMode();
  return (
    <>
      {mode === 'razorpay' ? null : (
        <div className={`container ${styles.paymentMode}`}>
          <PaymentModeBanner mode={mode} />
        </div>
      )}
      <CartPage banner={CART_BANNER} alsoBought={<CartAlsoBought />} />
    </>
  );
}
