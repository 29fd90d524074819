'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CartTotals } from '@/lib/pharmacy/cart-math';
import type {
  CheckoutResult,
  PharmacyPaymentOrder,
  PlacedOrder,
} from '@/lib/pharmacy/checkout-types';
import { PHARMACY_NAME } from '@/lib/pharmacy/display';
import { isDeliveryEmpty, type SavedDelivery } from '@/lib/validation/delivery';
import type { CartLine } from './cart-store';
import { openRazorpayCheckout, type CheckoutHandlers } from './checkout/open-razorpay';

type Input = {
  items: CartLine[];
  totals: CartTotals;
  couponCode: string | null;
  info: SavedDelivery | null;
  clearCart(): void;
};

const firstError = (body: unknown, fallback: string) => {
  const errors = (body as { errors?: Record<string, string> } | null)?.errors;
  return (errors && Object.values(errors)[0]) || fallback;
};

/**
 * Proceed (pharmacy.md section 4): the two guards, then a payment order priced by the server,
 * then the provider's checkout. On success the verified order is stored, the cart cleared,
 * 'Order Placed successfully' shown and the visitor sent to /payment-success.
 */
export function usePharmacyCheckout({ items, totals, couponCode, info, clearCart }: Input) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<PharmacyPaymentOrder | null>(null);

  const handlers: CheckoutHandlers = {
    async onSuccess(result: CheckoutResult) {
      setTestOrder(null);
      setBusy(true);
      try {
        const res = await fetch('/api/pharmacy/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(result),
        });
        const body = (await res.json()) as { data?: PlacedOrder };
        if (!res.ok || !body.data)
          throw new Error(firstError(body, 'The order could not be placed'));
        clearCart();
        toast.success('Order Placed successfully');
        router.push(`/payment-success?order=${encodeURIComponent(body.data.reference)}`);
      } catch (error) {
        console.error('placing the order failed', error);
        toast.error(error instanceof Error ? error.message : 'The order could not be placed');
        setBusy(false);
      }
    },
    onFailure(description: string) {
      setTestOrder(null);
      setBusy(false);
      toast.error(`Payment failed due to: ${description}`);
    },
    onDismiss() {
      setTestOrder(null);
      setBusy(false);
    },
  };

  async function proceed() {
    if (isDeliveryEmpty(info)) return void toast.error('Please fill Your Info before info');
    if (totals.totalPaise === 0) return void toast.error('Cart is Empty');
    setBusy(true);
    try {
      const res = await fetch('/api/pharmacy/payment_order', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // Only ids, quantities, the code and the delivery info: the server prices everything.
        body: JSON.stringify({
          purpose: 'pharmacy_order',
          items: items.map((line) => ({ id: line.id, quantity: line.quantity })),
          coupon_code: couponCode ?? undefined,
          delivery: info,
        }),
      });
      const body: unknown = await res.json();
      if (!res.ok) throw new Error(firstError(body, 'The payment could not be started'));
      const order = body as PharmacyPaymentOrder;
      if (order.provider === 'simulated') setTestOrder(order);
      else await openRazorpayCheckout(order, PHARMACY_NAME, handlers);
    } catch (error) {
      console.error('starting the payment failed', error);
      toast.error(error instanceof Error ? error.message : 'The payment could not be started');
      setBusy(false);
    }
  }

  return { proceed, busy, testOrder, handlers };
}
