// POST /api/pharmacy/simulated-pay – test mode only: the simulated provider pays a pharmacy order
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { payments } from '@/lib/db/schema';
import { getPaymentProvider, SimulatedProvider } from '@/lib/payments';
import { badRequest, readJson } from '@/lib/pharmacy/route-helpers';

/**
 * Stands in for the provider's own checkout when no Razorpay keys are set: it answers the
 * signed result Razorpay's checkout would hand the browser, which then goes through the very
 * same verification. With real keys this endpoint answers 404.
 */
export async function POST(request: Request) {
  const provider = getPaymentProvider();
  if (!(provider instanceof SimulatedProvider)) return badRequest({ body: 'Not found' }, 404);
  const body = (await readJson(request)) as { orderId?: unknown } | null;
  const orderId = typeof body?.orderId === 'string' ? body.orderId.slice(0, 100) : '';
  if (!orderId) return badRequest({ orderId: 'orderId is required' });
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerOrderId, orderId), eq(payments.purpose, 'pharmacy_order')))
    .limit(1);
  if (!payment) return badRequest({ orderId: 'Unknown payment order' }, 404);
  return Response.json(provider.pay(orderId), { headers: { 'Cache-Control': 'no-store' } });
}
