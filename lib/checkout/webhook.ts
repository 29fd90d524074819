import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { webhookEvents } from '@/lib/db/schema';
import type { PaymentProvider } from '@/lib/payments/provider';
import { InvalidInputError, PaymentVerificationError } from '@/lib/api/errors';
import { hasForbiddenCharacters } from '@/lib/validation/input-shape';
import type { Clock } from './purchase';
import { failPayment, settleVerifiedPayment } from './settle';

/** The provider's webhooks: signed reports of payments, for every purchase. */

export type WebhookOutcome = 'processed' | 'replayed' | 'ignored';

type PaymentEntity = {
  id?: unknown;
  order_id?: unknown;
  error_description?: unknown;
  error_reason?: unknown;
};
type RazorpayEvent = {
  event?: unknown;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: unknown } } };
};

/** A usable text of the event: a provider's field with control characters counts as absent. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= 200 &&
  !hasForbiddenCharacters(value)
    ? value
    : undefined;

function parseEvent(rawBody: string): RazorpayEvent {
  try {
    const value: unknown = JSON.parse(rawBody);
    if (typeof value === 'object' && value !== null) return value as RazorpayEvent;
  } catch {
    // fall through to the same answer as any other malformed body
  }
  throw new InvalidInputError({ body: 'Malformed webhook body' });
}

export type WebhookInput = {
  /** The exact bytes received: the signature covers them, not a re-serialised object. */
  rawBody: string;
  signature: string | null;
  /** x-razorpay-event-id; a replay of a handled id changes nothing. */
  eventId: string | null;
};

/**
 * POST /api/webhooks/razorpay. Idempotent twice over: by event id (webhook_events) and by
 * payment id (settling a paid payment again changes nothing), so a buyer whose browser closed
 * after paying still ends with a confirmed booking or a stored order, exactly once.
 */
export async function handleRazorpayWebhook(
  db: Db,
  provider: PaymentProvider,
  input: WebhookInput,
  clock: Clock = {},
): Promise<WebhookOutcome> {
  if (!provider.verifyWebhook(input.rawBody, input.signature)) {
    throw new PaymentVerificationError('Invalid webhook signature');
  }
  const event = parseEvent(input.rawBody);
  const eventId = text(input.eventId);
  if (eventId) {
    const [seen] = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, eventId));
    if (seen) return 'replayed';
  }

  const payment = event.payload?.payment?.entity;
  const orderId = text(payment?.order_id) ?? text(event.payload?.order?.entity?.id);
  const paymentId = text(payment?.id);
  let outcome: WebhookOutcome = 'ignored';
  if (
    (event.event === 'payment.captured' || event.event === 'order.paid') &&
    orderId &&
    paymentId
  ) {
    outcome = (await settleVerifiedPayment(db, orderId, paymentId, clock))
      ? 'processed'
      : 'ignored';
  } else if (event.event === 'payment.failed' && orderId) {
    const reason = text(payment?.error_description) ?? text(payment?.error_reason) ?? '';
    outcome = (await failPayment(db, orderId, reason, clock)) ? 'processed' : 'ignored';
  }

  // Recorded after handling: if handling throws, the provider's retry is processed, not skipped.
  if (eventId) {
    await db
      .insert(webhookEvents)
      .values({ id: eventId, type: text(event.event) ?? 'unknown' })
      .onConflictDoNothing();
  }
  return outcome;
}
