import type { Fact } from '@/components/booking/fact-rows';
import { formatInr } from '@/lib/money';

/** The refund's row of a cancelled booking or order: its amount and whether it has been paid out. */
export function refundFact(
  refund: { amountPaise: number; processed: boolean } | null,
): Fact | null {
  if (!refund) return null;
  return {
    label: 'Refund',
    value: (
      <>
        {formatInr(refund.amountPaise)} {refund.processed ? '(refunded)' : '(being processed)'}
      </>
    ),
  };
}
