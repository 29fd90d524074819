'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { openOrderCheckout } from '@/components/checkout/lazy-checkout';
import { CheckoutError } from '@/components/checkout/checkout-error';
import { createPaymentOrder, postJson, type ApiAnswer } from '@/components/checkout/payment-api';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import type { SavedDelivery } from '@/lib/pharmacy/delivery-schema';
import { isDeliveryEmpty } from '@/lib/pharmacy/delivery-values';
import type { CartLine } from './cart-store';

type Input = {
  items: CartLine[];
  totals: CartTotals;
  couponCode: string | null;
  info: SavedDelivery | null;
  clearCart(): void;
};

/** POST /api/pharmacy/orders' answer once the payment is verified and the order stored. */
/** `code: 'extra_payment'`: the order stands; this second payment is to be refunded. */
type PlacedOrder = { code?: string; data?: { reference: string; total_amount: number } };

/** The first field message of a 400, else the answer's message, else `fallback`. */
function problemOf(answer: ApiAnswer<unknown>, fallback: string): string {
  const errors = answer.body.errors;
  return (errors && Object.values(errors)[0]) || answer.body.message || fallback;
}

/**
 * Proceed (pharmacy.md section 4): the two guards, then a payment order priced by the server
 * (POST /api/payment_order, purpose 'pharmacy_order'), then the provider's checkout. On success
 * the verified order is stored, the cart cleared, 'Order Placed successfully' shown and the
 * visitor sent to /payment-success; on failure 'Payment failed due to: {description}' and the
 * cart is kept.
 */
export function usePharmacyCheckout({ items, totals, couponCode, info, clearCart }: Input) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function proceed() {
    if (isDeliveryEmpty(info)) return void toast.error('Please fill Your Info before info');
    if (totals.totalPaise === 0) return void toast.error('Cart is Empty');
    setBusy(true);
    try {
      // Only ids, quantities, the code and the delivery info: the server prices everything.
      const order = await createPaymentOrder({
        purpose: 'pharmacy_order',
        items: items.map((line) => ({ id: line.id, quantity: line.quantity })),
        coupon_code: couponCode ?? undefined,
        delivery: info,
      });
      if (!order.ok) {
        toast.error(problemOf(order, 'The payment could not be started'));
        return setBusy(false);
      }
      const result = await openOrderCheckout(order.body);
      const placed = await postJson<PlacedOrder>('/api/pharmacy/orders', result);
      const reference = placed.body.data?.reference;
      if (!placed.ok || !reference) {
        toast.error(problemOf(placed, 'The order could not be placed'));
        return setBusy(false);
      }
      clearCart();
      if (placed.body.code === 'extra_payment') toast.warning(problemOf(placed, ''));
      else toast.success('Order Placed successfully');
      router.push(`/payment-success?order=${encodeURIComponent(reference)}`);
    } catch (error) {
      if (!(error instanceof CheckoutError)) {
        console.error('the pharmacy checkout failed', error);
        toast.error('The payment could not be completed');
      } else if (error.error.code !== 'PAYMENT_CANCELLED') {
        // Closing the checkout is the visitor's choice, not a failure to announce.
        toast.error(`Payment failed due to: ${error.error.description}`);
      }
      setBusy(false);
    }
  }

  return { proceed, busy };
}
