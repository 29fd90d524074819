import 'server-only';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import type { PaymentProvider, ProviderOrder } from '@/lib/payments/provider';
import { ProviderUnavailableError } from '@/lib/api/errors';
import type { CheckoutOptions, Purchase, Quote, Reservation } from './purchase';

/**
 * POST /api/payment_order, for every purchase: prices the validated request from the database,
 * creates the provider order for that price, then reserves what is bought and records the order
 * in one transaction. The order comes first because it is the step that can fail or hang outside
 * our database: an order whose reservation is then refused (the slot was just taken) is never
 * shown to anyone and lapses unpaid at the provider.
 */
export async function createPaymentOrder<Input, Q extends Quote>(
  db: Db,
  provider: PaymentProvider,
  purchase: Purchase<Input, Q, unknown>,
  input: Input,
  options: CheckoutOptions = {},
): Promise<PaymentOrderAnswer> {
  const quote = await purchase.quote(db, input, options.now ?? new Date());
  let order: ProviderOrder;
  try {
    order = await provider.createOrder({
      amountPaise: quote.amountPaise,
      receipt: quote.receipt,
      notes: { purpose: purchase.purpose, reference: quote.receipt },
    });
  } catch (error) {
    logger.error({ err: safeError(error) }, 'payment order creation failed');
    throw new ProviderUnavailableError();
  }
  // The reservation's own clock (unless a test pins it): the provider call may have taken a while.
  const reserved = await recordOrder(db, purchase, input, quote, order.id, provider.name, options);
  return {
    id: order.id,
    amount: quote.amountPaise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    description: quote.description,
    ...(reserved.expiresAt && { expiresAt: reserved.expiresAt.toISOString() }),
    ...(quote.prefill && { prefill: quote.prefill }),
  };
}

/**
 * The reservation and its payment row, in one transaction: a process killed at any point leaves
 * both or neither, never a hold that nobody can pay or find.
 */
export async function recordOrder<Input, Q extends Quote>(
  db: Db,
  purchase: Purchase<Input, Q, unknown>,
  input: Input,
  quote: Q,
  providerOrderId: string,
  providerName: string,
  options: CheckoutOptions = {},
): Promise<Reservation> {
  const clock = {
    now: options.now ?? new Date(),
    holdMinutes: options.holdMinutes ?? env.slotHoldMinutes,
  };
  const reserved = await db.transaction(async (tx) => {
    const reservation = await purchase.reserve(tx, input, quote, clock);
    const [row] = await tx
      .insert(payments)
      .values({
        ...reservation.payment,
        provider: providerName,
        providerOrderId,
        purpose: purchase.purpose,
        amountPaise: quote.amountPaise,
        currency: 'INR',
      })
      .returning({ id: payments.id });
    await reservation.attach?.(tx, row.id);
    return reservation;
  });
  purchase.afterChange?.();
  return reserved;
}
