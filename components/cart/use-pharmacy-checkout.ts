'use client';

import { toast } from '@/components/layout/toast';
import { useCartCheckout, type CartPurchase } from '@/components/shop/use-cart-checkout';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import type { SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { isDeliveryEmpty } from '@/lib/pharmacy/delivery-values';
import { PRESCRIPTION_MESSAGES } from '@/lib/pharmacy/prescription-rules';
import type { CartLine } from './cart-store';
import type { PrescriptionChoice } from './prescription-panel';

type Input = {
  items: CartLine[];
  totals: CartTotals;
  /**
   * 'Amount To Pay' as the page shows it. Sent with the payment order: if the server's price
   * differs, nothing is reserved and the page is told.
   */
  amountShown: number;
  couponCode: string | null;
  /** The cart's prescription, when it has a Schedule H or H1 medicine; else null. */
  prescription: PrescriptionChoice | null;
  /** The verification code of the e-prescription the cart was filled from, if any. */
  ePrescriptionCode?: string | null;
  info: SavedDelivery | null;
  /** Whom a signed-in patient buys for ('For whom'); null for a guest. */
  patientId?: number | null;
  clearCart(): void;
  /** The coupon stopped applying (expired or switched off meanwhile): the page drops it. */
  onCouponRefused(message: string): void;
  /** The server wants a prescription the cart's copy of a line did not (its schedule changed). */
  onPrescriptionAsked(): void;
  /** The amount shown was not today's: the page reads the lines' prices again. */
  onPricesChanged(): void;
};

const PHARMACY_ORDER: CartPurchase = {
  confirmUrl: '/api/pharmacy/orders',
  texts: {
    placed: 'Order Placed successfully',
    refundDue:
      'Some of the medicines were sold before your payment arrived. No order was placed; the payment will be refunded.',
    notPlaced: 'The order could not be placed',
    flow: 'pharmacy',
  },
  placedPage: (reference) => `/payment-success?order=${encodeURIComponent(reference)}`,
};

/**
 * Proceed (pharmacy.md section 4): the two guards, then the shop's checkout with a payment order
 * of purpose 'pharmacy_order' (components/shop/use-cart-checkout.ts). On success the verified
 * order is stored, the cart cleared, 'Order Placed successfully' shown and the visitor sent to
 * /payment-success; on failure 'Payment failed due to: {description}' and the cart is kept. A
 * line the server will not sell as asked (too few units left) gets its message on the line and in
 * a toast; a payment that came too late for the stock ('refund_due') is told so and kept on the
 * page, and no success is shown.
 */
export function usePharmacyCheckout({
  items,
  totals,
  amountShown,
  couponCode,
  prescription,
  ePrescriptionCode = null,
  info,
  patientId = null,
  clearCart,
  onCouponRefused,
  onPrescriptionAsked,
  onPricesChanged,
}: Input) {
  const { pay, ...checkout } = useCartCheckout({
    purchase: PHARMACY_ORDER,
    clearCart,
    onPricesChanged,
    onCouponRefused,
    onRefused(errors) {
      if (errors.prescription) onPrescriptionAsked();
    },
  });

  async function proceed() {
    if (isDeliveryEmpty(info)) return void toast.error('Please fill Your Info before info');
    if (totals.totalPaise === 0) return void toast.error('Cart is Empty');
    if (
      prescription &&
      prescription.pages.length === 0 &&
      !prescription.callMe &&
      !prescription.ePrescription
    ) {
      return void toast.error(PRESCRIPTION_MESSAGES.required);
    }
    await pay(() => ({
      purpose: 'pharmacy_order',
      items: items.map((line) => ({ id: line.id, quantity: line.quantity })),
      coupon_code: couponCode ?? undefined,
      expected_amount: amountShown,
      delivery: info,
      ...(patientId !== null && { patient_id: patientId }),
      ...(ePrescriptionCode && { e_prescription: ePrescriptionCode }),
      ...(prescription && {
        prescription: {
          files: prescription.pages.map((page) => page.token),
          call_me: prescription.callMe,
        },
      }),
    }));
  }

  return { proceed, ...checkout };
}
