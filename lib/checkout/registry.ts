import 'server-only';
import { InvalidInputError } from '@/lib/api/errors';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { labOrderPurchase } from '@/lib/lab/purchase';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import type { AnyPurchase, Purpose } from './purchase';

/**
 * Every purchase, by the purpose its payment rows carry. Every purpose must be here: a payment
 * nobody can settle would be lost (the type refuses a missing one). How to add one: purchase.ts.
 */
export const PURCHASES: Record<Purpose, AnyPurchase> = {
  appointment: appointmentPurchase,
  pharmacy_order: pharmacyOrderPurchase,
  lab_order: labOrderPurchase,
};

/** The purchase a request names, or 400 `{ errors: { purpose } }`. */
export function purchaseFor(purpose: unknown): AnyPurchase {
  if (typeof purpose === 'string' && Object.hasOwn(PURCHASES, purpose)) {
    return PURCHASES[purpose as Purpose];
  }
  throw new InvalidInputError({ purpose: 'Unknown payment purpose' });
}
