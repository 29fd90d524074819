'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import {
  answeredPriceChanged,
  lineProblemsOf,
  problemOf,
} from '@/components/checkout/answer-problems';
import { payAndPlace } from '@/components/checkout/pay-and-place';
import { usePlacement } from '@/components/checkout/use-placement';
import { createPaymentOrder } from '@/components/checkout/payment-api';
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
  info: SavedDelivery | null;
  clearCart(): void;
  /** The coupon stopped applying (expired or switched off meanwhile): the page drops it. */
  onCouponRefused(message: string): void;
  /** The server wants a prescription the cart's copy of a line did not (its schedule changed). */
  onPrescriptionAsked(): void;
  /** The amount shown was not today's: the page reads the lines' prices again. */
  onPricesChanged(): void;
};

const PLACEMENT = {
  placed: 'Order Placed successfully',
  refundDue:
    'Some of the medicines were sold before your payment arrived. No order was placed; the payment will be refunded.',
  notPlaced: 'The order could not be placed',
  flow: 'pharmacy',
};

/**
 * Proceed (pharmacy.md section 4): the two guards, then a payment order priced by the server
 * (POST /api/payment_order, purpose 'pharmacy_order'), then the provider's checkout. On success
 * the verified order is stored, the cart cleared, 'Order Placed successfully' shown and the
 * visitor sent to /payment-success; on failure 'Payment failed due to: {description}' and the
 * cart is kept. A line the server will not sell as asked (too few units left) gets its message on
 * the line and in a toast; a payment that came too late for the stock ('refund_due') is told so
 * and kept on the page, and no success is shown.
 */
export function usePharmacyCheckout({
  items,
  totals,
  amountShown,
  couponCode,
  prescription,
  info,
  clearCart,
  onCouponRefused,
  onPrescriptionAsked,
  onPricesChanged,
}: Input) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  /** The server's refusal of each line it would not sell as asked, by medicine id. */
  const [lineProblems, setLineProblems] = useState<Record<number, string>>({});
  /** Kept on the page (not only a toast): a payment was taken and no order was placed. */
  const [refundNotice, setRefundNotice] = useState<string | null>(null);
  const placement = usePlacement({
    placed(reference) {
      clearCart();
      router.push(`/payment-success?order=${encodeURIComponent(reference)}`);
    },
    refundDue: setRefundNotice,
    settled: () => setBusy(false),
  });

  /** Forgets a line's refusal once the shopper changes or removes that line. */
  function clearLineProblem(id: number) {
    setLineProblems((current) => {
      if (!(id in current)) return current;
      const rest = { ...current };
      delete rest[id];
      return rest;
    });
  }

  async function proceed() {
    if (isDeliveryEmpty(info)) return void toast.error('Please fill Your Info before info');
    if (totals.totalPaise === 0) return void toast.error('Cart is Empty');
    if (prescription && prescription.pages.length === 0 && !prescription.callMe) {
      return void toast.error(PRESCRIPTION_MESSAGES.required);
    }
    setBusy(true);
    setLineProblems({});
    const sent = items.map((line) => ({ id: line.id, quantity: line.quantity }));
    // Only ids, quantities, the code and the delivery info: the server prices everything.
    const order = await createPaymentOrder({
      purpose: 'pharmacy_order',
      items: sent,
      coupon_code: couponCode ?? undefined,
      expected_amount: amountShown,
      delivery: info,
      ...(prescription && {
        prescription: {
          files: prescription.pages.map((page) => page.token),
          call_me: prescription.callMe,
        },
      }),
    });
    if (answeredPriceChanged(order, onPricesChanged)) return setBusy(false);
    if (!order.ok) {
      const errors = order.body.errors ?? {};
      // Kept applied, the refused code would spend a wrong-code guess at every Proceed.
      if (errors.coupon_code) onCouponRefused(errors.coupon_code);
      if (errors.prescription) onPrescriptionAsked();
      const problems = lineProblemsOf(order.body.errors, sent);
      const messages = Object.values(problems);
      setLineProblems(problems);
      if (messages.length > 0) {
        // Every line the server refused, not only the first: each is also shown on its line.
        toast.error(messages[0], {
          description: messages.length > 1 ? messages.slice(1).join(' ') : undefined,
        });
      } else toast.error(problemOf(order, 'The payment could not be started'));
      return setBusy(false);
    }
    placement.settle(await payAndPlace(order.body, '/api/pharmacy/orders', PLACEMENT));
  }

  return {
    proceed,
    busy,
    lineProblems,
    /** Shows the server's refusal of lines found before Proceed (the prices read on opening). */
    showLineProblems: setLineProblems,
    clearLineProblem,
    refundNotice,
    placement,
  };
}
