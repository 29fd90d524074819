/**
 * The browser's side of the payment calls, shared by appointment booking and the pharmacy.
 * Every call answers `{ ok, status, body }` instead of throwing, so callers show messages.
 */
import { NETWORK_ERROR } from '@/components/forms/post-form';
import type { PaymentOrderAnswer } from '@/lib/payments/checkout-types';

export type ApiAnswer<T> = {
  ok: boolean;
  status: number;
  body: T & { message?: string; code?: string; errors?: Record<string, string> };
};

export async function postJson<T = Record<string, unknown>>(
  url: string,
  payload: unknown,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => ({}))) as ApiAnswer<T>['body'];
    return { ok: response.ok, status: response.status, body };
  } catch {
    return {
      ok: false,
      status: 0,
      body: {
        message: NETWORK_ERROR,
      } as ApiAnswer<T>['body'],
    };
  }
}

/** POST /api/payment_order: `body.purpose` names what is bought ('appointment', 'pharmacy_order'). */
export function createPaymentOrder(payload: { purpose: string } & Record<string, unknown>) {
  return postJson<PaymentOrderAnswer>('/api/payment_order', payload);
}
