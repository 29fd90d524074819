'use client';

import { useState } from 'react';
import type { Placement } from './pay-and-place';

/**
 * What a cart does with its checkout's outcome, the same for every cart: a placed order, a
 * payment due for refund, one not placed, or one paid and not yet confirmed. The last keeps the
 * cart's pay button off (the payer must not pay twice) and offers to ask again with the same
 * payment until the confirm route answers.
 */
export function usePlacement(handlers: {
  placed(reference: string): void;
  refundDue(message: string): void;
  /** The payment did not place an order (failed, closed, refused, refunded): pay may be pressed again. */
  settled(): void;
}) {
  const [retry, setRetry] = useState<(() => Promise<Placement>) | null>(null);
  const [confirming, setConfirming] = useState(false);

  function settle(placement: Placement) {
    if (placement.status === 'unconfirmed') return setRetry(() => placement.confirm);
    setRetry(null);
    if (placement.status === 'placed') return handlers.placed(placement.reference);
    if (placement.status === 'refund-due') handlers.refundDue(placement.message);
    handlers.settled();
  }

  async function confirmAgain() {
    if (!retry || confirming) return;
    setConfirming(true);
    try {
      settle(await retry());
    } finally {
      setConfirming(false);
    }
  }

  return { settle, unconfirmed: retry !== null, confirming, confirmAgain };
}
