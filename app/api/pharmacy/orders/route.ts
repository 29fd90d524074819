// POST /api/pharmacy/orders – verifies the checkout's signature, then stores the paid order once
import { getDb } from '@/lib/db';
import { getPaymentProvider } from '@/lib/payments';
import { badRequest, orderErrorResponse, readJson } from '@/lib/pharmacy/route-helpers';
import { confirmPharmacyPayment } from '@/lib/services/orders';

export async function POST(request: Request) {
  const body = await readJson(request);
  if (body === null) return badRequest({ body: 'Send the checkout result as JSON' });
  try {
    const order = await confirmPharmacyPayment(await getDb(), getPaymentProvider(), body);
    return Response.json(
      { data: { reference: order.reference, total_amount: order.totalPaise / 100 } },
      { status: order.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return orderErrorResponse(error);
  }
}
