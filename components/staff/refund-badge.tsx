import { formatInr } from '@/lib/money';
import { StatusBadge } from './list-parts';

const LABELS = {
  pending: 'Refund pending',
  sending: 'Refund being sent',
  processed: 'Refunded',
  failed: 'Refund failed',
} as const;

/** A refund's state and amount, with the provider's reference once it has one. */
export function RefundBadge({
  refund,
}: {
  refund: { status: keyof typeof LABELS; amountPaise: number; providerRefundId: string | null };
}) {
  return (
    <p>
      <StatusBadge
        label={LABELS[refund.status]}
        tone={refund.status === 'processed' ? 'done' : 'stopped'}
      />{' '}
      {formatInr(refund.amountPaise)}
      {refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}
    </p>
  );
}
