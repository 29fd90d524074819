'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  answeredPriceChanged,
  lineProblemsOf,
  problemOf,
} from '@/components/checkout/answer-problems';
import { payAndPlace } from '@/components/checkout/pay-and-place';
import { usePlacement } from '@/components/checkout/use-placement';
import { createPaymentOrder } from '@/components/checkout/payment-api';
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
};

const PLACEMENT = {
  placed: 'Collection booked',
  refundDue:
    'The collection time you chose was fully booked while you were paying. No booking was made; your payment will be refunded.',
  notPlaced: 'The booking could not be completed',
  flow: 'lab',
};

const WINDOW_FIELDS = ['collection', 'collection.date', 'collection.time'];

/**
 * Pay (issue 17): the details checked with the shared schema, then a payment order priced by the
 * server (POST /api/payment_order, purpose 'lab_order'), the provider's checkout, and the verified
 * payment stored as the booking (POST /api/lab/orders). Each refusal is shown on its field, a
 * line's on its line; a window filled while paying ('refund_due') is said on the page, which
 * stays. On success the lab cart is emptied and the visitor sees the booking's reference.
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
}: Input) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  /** The server's refusal of each line, by test or package id. */
  const [lineProblems, setLineProblems] = useState<Record<number, string>>({});
  /** Kept on the page (not only a toast): a payment was taken and no booking was made. */
  const [refundNotice, setRefundNotice] = useState<string | null>(null);
  const placement = usePlacement({
    placed(reference) {
      clearCart();
      router.push(`${LAB_BOOKED_PAGE}?reference=${encodeURIComponent(reference)}`);
    },
    refundDue(message) {
      setRefundNotice(message);
      onWindowTaken();
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

  async function pay() {
    if (items.length === 0) return void toast.error(LAB_MESSAGES.itemsRequired);
    setBusy(true);
    setLineProblems({});
    const invalid = Object.values(await form.submit());
    if (invalid.length > 0) {
      toast.error(invalid[0]);
      return setBusy(false);
    }
    const body = {
      ...form.body,
      ...(coupon && { coupon_code: coupon.code }),
      expected_amount: amountShown,
    };
    const order = await createPaymentOrder(body);
    if (answeredPriceChanged(order, onPricesChanged)) return setBusy(false);
    if (!order.ok) {
      const errors = order.body.errors ?? {};
      const problems = lineProblemsOf(errors, body.items);
      setLineProblems(problems);
      form.showServerErrors(errors);
      if (errors.coupon_code) onCouponRefused(errors.coupon_code);
      if (WINDOW_FIELDS.some((field) => field in errors)) onWindowTaken();
      const lines = Object.values(problems);
      toast.error(lines[0] ?? problemOf(order, 'The payment could not be started'), {
        description: lines.length > 1 ? lines.slice(1).join(' ') : undefined,
      });
      return setBusy(false);
    }
    placement.settle(await payAndPlace(order.body, '/api/lab/orders', PLACEMENT));
  }

  return {
    pay,
    busy,
    lineProblems,
    /** Shows the server's refusal of lines found before Pay (the prices read on opening). */
    showLineProblems: setLineProblems,
    clearLineProblem,
    refundNotice,
    placement,
  };
}
