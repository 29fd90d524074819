import 'server-only';
import { OrderInputError, PaymentNotFoundError } from '@/lib/services/orders';

/** Shared answers of the pharmacy's route handlers: `{ errors: { field: message } }` on bad input. */

export function badRequest(errors: Record<string, string>, status = 400): Response {
  return Response.json({ errors }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The request's JSON body, or null when it is not JSON (answered 400 by the caller). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** Maps the order service's known errors to status codes; anything else is logged and is a 500. */
export function orderErrorResponse(error: unknown): Response {
  if (error instanceof OrderInputError) return badRequest(error.errors);
  if (error instanceof PaymentNotFoundError)
    return badRequest({ razorpay_order_id: error.message }, 404);
  console.error('pharmacy order failed', error);
  return Response.json(
    { errors: { body: 'Something went wrong, please try again' } },
    { status: 500 },
  );
}

/** Cacheable for a minute in browsers and shared caches; the data itself is cached by tag. */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
