'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import {
  answeredPriceChanged,
  lineProblemsOf,
  problemOf,
} from '@/components/checkout/answer-problems';
import { payAndPlace, type PlacementTexts } from '@/components/checkout/pay-and-place';
import { usePlacement } from '@/components/checkout/use-placement';
import { createPaymentOrder } from '@/components/checkout/payment-api';

/** What a catalogue's checkout confirms with and says: the one thing each cart declares. */
export type CartPurchase = {
  /** The purchase's confirm route (POST /api/pharmacy/orders, POST /api/lab/orders). */
  confirmUrl: string;
  texts: PlacementTexts;
  /** Where the visitor goes once the order is placed. */
  placedPage(reference: string): string;
};

/** A payment order's body: its purpose and lines; the form values are the catalogue's. */
export type PaymentOrderBody = {
  purpose: string;
  items: readonly { id: number }[];
} & Record<string, unknown>;

type Input = {
  purchase: CartPurchase;
  clearCart(): void;
  /** The amount shown was not today's: the page reads the prices (and coupon) again. */
  onPricesChanged(): void;
  /** The coupon stopped applying (expired or switched off meanwhile): the page drops it. */
  onCouponRefused(message: string): void;
  /** The server's field errors of a refused payment order, for the catalogue's own fields. */
  onRefused?(errors: Record<string, string>): void;
  /** A payment taken too late for what it was to buy (besides the notice kept on the page). */
  onRefundDue?(message: string): void;
};

/**
 * Every cart's checkout: a payment order priced by the server (POST /api/payment_order), the
 * provider's checkout, and the verified payment sent to the purchase's confirm route. A refusal
 * is shown on its line (and all of them in a toast), the coupon dropped if it was refused; a
 * payment that came too late ('refund_due') is said on the page, which stays. On success the
 * cart is emptied and the visitor sent to the purchase's page.
 */
export function useCartCheckout({
  purchase,
  clearCart,
  onPricesChanged,
  onCouponRefused,
  onRefused,
  onRefundDue,
}: Input) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  /** The server's refusal of each line it would not sell as asked, by item id. */
  const [lineProblems, setLineProblems] = useState<Record<number, string>>({});
  /** Kept on the page (not only a toast): a payment was taken and no order was placed. */
  const [refundNotice, setRefundNotice] = useState<string | null>(null);
  const placement = usePlacement({
    placed(reference) {
      clearCart();
      router.push(purchase.placedPage(reference));
    },
    refundDue(message) {
      setRefundNotice(message);
      onRefundDue?.(message);
    },
    settled: () => setBusy(false),
  });

  /** Forgets a line's refusal once the visitor changes or removes that line. */
  function clearLineProblem(id: number) {
    setLineProblems((current) => {
      if (!(id in current)) return current;
      const rest = { ...current };
      delete rest[id];
      return rest;
    });
  }

  /**
   * Pays for the cart: `prepare` checks the catalogue's form and answers the payment order's
   * body, or null when the form stops the payment (it tells why).
   */
  async function pay(prepare: () => PaymentOrderBody | null | Promise<PaymentOrderBody | null>) {
    setBusy(true);
    setLineProblems({});
    const body = await prepare();
    if (!body) return setBusy(false);
    // Only ids, quantities, the code and the form: the server prices everything.
    const order = await createPaymentOrder(body);
    if (answeredPriceChanged(order, onPricesChanged)) return setBusy(false);
    if (!order.ok) {
      const errors = order.body.errors ?? {};
      const problems = lineProblemsOf(errors, body.items);
      setLineProblems(problems);
      // Kept applied, the refused code would spend a wrong-code guess at every payment.
      if (errors.coupon_code) onCouponRefused(errors.coupon_code);
      onRefused?.(errors);
      // Every line the server refused, not only the first: each is also shown on its line.
      const lines = Object.values(problems);
      toast.error(lines[0] ?? problemOf(order, 'The payment could not be started'), {
        description: lines.length > 1 ? lines.slice(1).join(' ') : undefined,
      });
      return setBusy(false);
    }
    placement.settle(await payAndPlace(order.body, purchase.confirmUrl, purchase.texts));
  }

  return {
    pay,
    busy,
    lineProblems,
    /** Shows the server's refusal of lines found before paying (the prices read on opening). */
    showLineProblems: setLineProblems,
    clearLineProblem,
    refundNotice,
    placement,
  };
}
