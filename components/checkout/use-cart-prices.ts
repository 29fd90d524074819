'use client';

import { useCallback, useEffect, useState } from 'react';
import type { AppliedCoupon } from '@/components/cart/coupon-panel';
import { priceChangeNote, readCartPrices, readCouponPercent } from './cart-prices';
import type { LinePrice, PriceChange } from './reprice-lines';

type Input = {
  /** The cart's quote call (./cart-prices.ts). */
  url: string;
  /** The cart's lines as they are now (read when asked, not when rendered). */
  lines(): readonly { id: number; quantity: number }[];
  /**
   * True once the session's cart has been read back and has lines: the first read waits for it
   * (on a first load the page renders before the cart is restored).
   */
  ready: boolean;
  /** The store's action taking today's prices; answers the lines whose price moved. */
  reprice(prices: readonly LinePrice[]): PriceChange[];
  coupon: AppliedCoupon | null;
  onCouponChanged(coupon: AppliedCoupon): void;
  /** The lines the server will not sell, with its message for each. */
  showLineProblems(problems: Record<number, string>): void;
};

/**
 * Keeps a cart's page on today's prices (pharmacy and lab): read when the page opens and, after a
 * payment order refused because the amount changed, read again together with the applied
 * coupon's percentage. `notes` says what moved, above the lines, until the next read.
 */
export function useCartPrices({
  url,
  lines,
  ready,
  reprice,
  coupon,
  onCouponChanged,
  showLineProblems,
}: Input) {
  const [notes, setNotes] = useState<string[]>([]);

  const read = useCallback(
    async ({ couponToo = false } = {}) => {
      const current = lines();
      if (current.length === 0) return;
      const [answer, percent] = await Promise.all([
        readCartPrices(url, current),
        couponToo && coupon ? readCouponPercent(coupon.code) : null,
      ]);
      const said: string[] = [];
      if (answer?.ok) said.push(...reprice(answer.prices).map(priceChangeNote));
      else if (answer) showLineProblems(answer.problems);
      if (coupon && percent !== null && percent !== coupon.percent) {
        onCouponChanged({ ...coupon, percent });
        said.push(`The coupon ${coupon.code} now gives ${percent}% off.`);
      }
      setNotes(said);
    },
    [url, lines, coupon, reprice, onCouponChanged, showLineProblems],
  );

  useEffect(() => {
    // The notes are set once the server has answered, never synchronously here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ready) void read();
    // Once the cart is there: later changes are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return { notes, read };
}
