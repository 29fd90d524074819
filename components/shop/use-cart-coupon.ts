'use client';

import { useState } from 'react';
import type { AppliedCoupon } from '@/components/cart/coupon-panel';

/**
 * A cart's coupon: the one applied, if any, and why the last one was refused. A code refused at
 * payment is dropped (kept, it would spend a wrong-code guess at every payment) and its reason
 * shown until another code applies.
 */
export function useCartCoupon() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    applied,
    problem,
    /** Today's terms of the code, read again with the prices (or null: it no longer applies). */
    set: setApplied,
    /** The panel's props: a code applied, or removed. */
    panel: {
      coupon: applied,
      onApply(coupon: AppliedCoupon) {
        setApplied(coupon);
        setProblem(null);
      },
      onRemove: () => setApplied(null),
    },
    refuse(message: string) {
      setApplied(null);
      setProblem(message);
    },
  };
}
