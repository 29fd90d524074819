// POST /api/pharmacy/payment_order – prices the cart on the server and opens a provider order for it
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { badRequest, orderErrorResponse, readJson } from '@/lib/pharmacy/route-helpers';
import { createPharmacyPaymentOrder } from '@/lib/services/orders';

export async function POST(request: Request) {
  const body = await readJson(request);
  if (body === null) return badRequest({ body: 'Send the cart as JSON' });
  try {
    const order = await createPharmacyPaymentOrder(await getDb(), getPaymentProvider(), body);
    return Response.json(order, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return orderErrorResponse(error);
  }
}
