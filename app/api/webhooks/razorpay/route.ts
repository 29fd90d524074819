// POST /api/webhooks/razorpay – signed provider events: payment.captured, order.paid, payment.failed
import { json, withErrors } from '@/lib/api/handler';
import { WEBHOOK_BODY_LIMIT } from '@/lib/api/body-limits.mjs';
import { readJsonText } from '@/lib/api/request-body';
import { handleRazorpayWebhook } from '@/lib/checkout/webhook';
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';

export const dynamic = 'force-dynamic';

export const POST = withErrors(async (request: Request) => {
  // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
  const rawBody = await readJsonText(request, WEBHOOK_BODY_LIMIT);
  const outcome = await handleRazorpayWebhook(await getDb(), getPaymentProvider(), {
    rawBody,
    signature: request.headers.get('x-razorpay-signature'),
    eventId: request.headers.get('x-razorpay-event-id'),
  });
  return json({ status: outcome });
});
