/**
 * The one place that decides what a shopper is told about a pincode they enter (issue 51): the
 * medicine page's pincode box and the cart's delivery form. A malformed pincode is invalid (the
 * spec's 'Pincode must be 6 digits'), never 'not serviceable'; a valid one outside the delivery
 * area gets only the not-deliverable message, nothing that says it was saved; a deliverable one
 * (or one the server could not answer for: the checkout checks it again) gets the place's 'saved'
 * message. Every toast about the pincode has one key, so a new one replaces the last.
 */
import { toast } from '@/components/layout/toast';
import { pincodeVerdict, type PincodeVerdict } from '@/lib/pharmacy/pincode-verdict';
import { checkDeliveryArea } from './use-delivery-area';

/** The toast key of every pincode toast: one at a time for the field. */
const PINCODE_TOAST_KEY = 'pincode';

export { pincodeVerdict, type PincodeVerdict };

/** Asks the server about `value` (unless it is malformed) and decides what to say. */
export async function judgePincode(value: string, saved: string): Promise<PincodeVerdict> {
  return pincodeVerdict(value, await checkDeliveryArea(value), saved);
}

/** The verdict as the field's one toast. */
export function toastPincode(verdict: PincodeVerdict): void {
  const options = { key: PINCODE_TOAST_KEY };
  if (verdict.ok) toast.success(verdict.message, options);
  else toast[verdict.tone](verdict.message, options);
}
