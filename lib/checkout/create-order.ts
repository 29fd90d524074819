import 'server-only';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';
import type { PaymentProvider, ProviderOrder } from '@/lib/payments/provider';
import { ProviderUnavailableError } from '@/lib/api/errors';
import {
  forgetOldHolds,
  holderOf,
  lockHolder,
  recordHold,
  refuseHoldHoarding,
  type Holder,
} from './holds';
import type { Owner } from './owner';
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
  options: OrderOptions,
): Promise<PaymentOrderAnswer> {
  const quote = await purchase.quote(db, input, options.now ?? new Date());
  const holder = await holderOf(db, { client: options.client, ...purchase.buyer(input) });
  await refuseHoldHoarding(db, purchase.purpose, holder, options.now ?? new Date());
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
  const held = await recordOrder(db, purchase, input, quote, order.id, provider.name, {
    ...options,
    holder,
  });
  return {
    id: order.id,
    amount: quote.amountPaise,
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    description: quote.description,
    expiresAt: held.expiresAt.toISOString(),
    ...(quote.prefill && { prefill: quote.prefill }),
  };
}

/**
 * A payment order's options: the checkout's clock, the client address the request came from, and
 * whose purchase it is (checkoutOwner; absent or null for a guest).
 */
export type OrderOptions = CheckoutOptions & { client: string; owner?: Owner | null };

/**
 * The reservation, its payment row and its holder, in one transaction: a process killed at any
 * point leaves all or none, never a hold that nobody can pay or find. The holder's limits are
 * counted first, in the same transaction. The hold lasts `unopenedSeconds` until the checkout
 * opens (openHeldCheckout), so one whose answer never reached its buyer lapses soon by itself.
 */
export async function recordOrder<Input, Q extends Quote>(
  db: Db,
  purchase: Purchase<Input, Q, unknown>,
  input: Input,
  quote: Q,
  providerOrderId: string,
  providerName: string,
  options: CheckoutOptions & { holder: Holder; owner?: Owner | null },
): Promise<Reservation & { expiresAt: Date; paymentId: number }> {
  const now = options.now ?? new Date();
  const unopened = options.unopenedSeconds ?? env.holdUnopenedSeconds;
  const full = (options.holdMinutes ?? env.slotHoldMinutes) * 60;
  const expiresAt = new Date(now.getTime() + Math.min(unopened, full) * 1000);
  const owner = options.owner ?? null;
  const context = { now, expiresAt, holder: options.holder, owner };
  const reserved = await db.transaction(async (tx) => {
    await lockHolder(tx, options.holder);
    await refuseHoldHoarding(tx, purchase.purpose, options.holder, now);
    const reservation = await purchase.reserve(tx, input, quote, context);
    const [row] = await tx
      .insert(payments)
      .values({
        ...reservation.payment,
        provider: providerName,
        providerOrderId,
        purpose: purchase.purpose,
        amountPaise: quote.amountPaise,
        currency: 'INR',
        // The order a settled payment makes takes its owner from here (lib/orders/store.ts).
        accountId: owner?.accountId ?? null,
        patientId: owner?.patientId ?? null,
      })
      .returning({ id: payments.id });
    await reservation.attach?.(tx, row.id);
    await recordHold(tx, row.id, purchase.purpose, options.holder, { now, expiresAt });
    return { ...reservation, expiresAt, paymentId: row.id };
  });
  purchase.afterChange?.();
  await forgetOldHolds(db, now).catch((error: unknown) =>
    logger.warn({ err: safeError(error) }, 'old checkout holds not forgotten'),
  );
  return reserved;
}
