'use client';

import { useCartCheckout, type CartPurchase } from '@/components/shop/use-cart-checkout';
import { toast } from '@/components/layout/toast';
import { LAB_MESSAGES } from '@/lib/lab/booking-rules';
import type { LabCartLine } from '@/lib/lab/cart-rules';
import type { AppliedCoupon } from '@/components/cart/coupon-panel';
import { LAB_BOOKED_PAGE } from './lab-paths';
import type { LabOrderForm } from './use-lab-order-form';

type Input = {
  items: readonly LabCartLine[];
  form: LabOrderForm;
  coupon: AppliedCoupon | null;
  /** 'Pay ₹…' as the page shows it: sent, so that no other amount is charged. */
  amountShown: number;
  /** The amount shown was not today's: the page reads the prices (and coupon) again. */
  onPricesChanged(): void;
  /** The coupon stopped applying (expired meanwhile): the page drops it and shows `message`. */
  onCouponRefused(message: string): void;
  /** A window was refused or filled while paying: the page asks for the places again. */
  onWindowTaken(): void;
  clearCart(): void;
  /** Whom a signed-in patient books for ('For whom'); null for a guest. */
  patientId?: number | null;
};

const LAB_ORDER: CartPurchase = {
  confirmUrl: '/api/lab/orders',
  texts: {
    placed: 'Collection booked',
    refundDue:
      'The collection time you chose was fully booked while you were paying. No booking was made; your payment will be refunded.',
    notPlaced: 'The booking could not be completed',
    flow: 'lab',
  },
  placedPage: (reference) => `${LAB_BOOKED_PAGE}?reference=${encodeURIComponent(reference)}`,
};

const WINDOW_FIELDS = ['collection', 'collection.date', 'collection.time'];

/**
 * Pay (issue 17): the details checked with the shared schema, then the shop's checkout with a
 * payment order of purpose 'lab_order' (components/shop/use-cart-checkout.ts), the verified
 * payment stored as the booking (POST /api/lab/orders). Each refusal is shown on its field, a
 * line's on its line; a window filled while paying ('refund_due') is said on the page, which
 * stays, and the windows are asked again. On success the lab cart is emptied and the visitor sees
 * the booking's reference.
 */
export function useLabCheckout({
  items,
  form,
  coupon,
  amountShown,
  onPricesChanged,
  onCouponRefused,
  onWindowTaken,
  clearCart,
  patientId = null,
}: Input) {
  const { pay: payFor, ...checkout } = useCartCheckout({
    purchase: LAB_ORDER,
    clearCart,
    onPricesChanged,
    onCouponRefused,
    onRefused(errors) {
      form.showServerErrors(errors);
      if (WINDOW_FIELDS.some((field) => field in errors)) onWindowTaken();
    },
    onRefundDue: onWindowTaken,
  });

  async function pay() {
    if (items.length === 0) return void toast.error(LAB_MESSAGES.itemsRequired);
    await payFor(async () => {
      const invalid = Object.values(await form.submit());
      if (invalid.length > 0) {
        toast.error(invalid[0]);
        return null;
      }
      return {
        ...form.body,
        ...(coupon && { coupon_code: coupon.code }),
        expected_amount: amountShown,
        ...(patientId !== null && { patient_id: patientId }),
      };
    });
  }

  return { pay, ...checkout };
}
