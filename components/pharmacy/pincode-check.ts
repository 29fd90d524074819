/**
 * The one place that decides what a shopper is told about a pincode they enter (issue 51): the
 * medicine page's pincode box and the cart's delivery form. A malformed pincode is invalid (the
 * spec's 'Pincode must be 6 digits'), never 'not serviceable'; a valid one outside the delivery
 * area gets only the not-deliverable message, nothing that says it was saved; a deliverable one
 * (or one the server could not answer for: the checkout checks it again) gets the place's 'saved'
 * message. Every toast about the pincode has one sonner id, so a new one replaces the last.
 */
import { toast } from '@/components/layout/toast';
import { DELIVERY_MESSAGES } from '@/lib/pharmacy/delivery-messages';
import { notServiceableMessage, PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { checkDeliveryArea, type DeliveryCheck } from './use-delivery-area';

/** The sonner id of every pincode toast: one at a time for the field. */
export const PINCODE_TOAST_ID = 'pincode';

export type PincodeVerdict =
  { ok: true; message: string } | { ok: false; tone: 'warning' | 'error'; message: string };

/** What to say of `value`, given the server's answer for it; `saved` is the place's success. */
export function pincodeVerdict(value: string, check: DeliveryCheck, saved: string): PincodeVerdict {
  const pincode = value.trim();
  if (!pincode) return { ok: false, tone: 'warning', message: DELIVERY_MESSAGES.pincodeRequired };
  if (!PINCODE_PATTERN.test(pincode)) {
    return { ok: false, tone: 'warning', message: DELIVERY_MESSAGES.pincodeDigits };
  }
  if (check.state === 'not-served') {
    return { ok: false, tone: 'error', message: notServiceableMessage(pincode) };
  }
  return { ok: true, message: saved };
}

/** Asks the server about `value` (unless it is malformed) and decides what to say. */
export async function judgePincode(value: string, saved: string): Promise<PincodeVerdict> {
  return pincodeVerdict(value, await checkDeliveryArea(value), saved);
}

/** The verdict as the field's one toast. */
export function toastPincode(verdict: PincodeVerdict): void {
  const options = { id: PINCODE_TOAST_ID };
  if (verdict.ok) toast.success(verdict.message, options);
  else toast[verdict.tone](verdict.message, options);
}
