/**
 * What a shopper is told about a pincode they entered, given what the server knows of it: the
 * browser's pincode boxes (components/pharmacy/pincode-check.ts) and the answer page of a pincode
 * sent without script (app/(site)/pharmacy/delivery) say the same (docs/decisions/pincode-messages.md).
 */
import { notServiceableMessage, PINCODE_PATTERN } from './delivery-area';
import { DELIVERY_MESSAGES } from './delivery-messages';

export type PincodeVerdict =
  { ok: true; message: string } | { ok: false; tone: 'warning' | 'error'; message: string };

/**
 * What to say of `value`, given the server's answer for it (a DeliveryCheck of
 * components/pharmacy/use-delivery-area.ts); `saved` is the place's success.
 */
export function pincodeVerdict(
  value: string,
  check: { state: string },
  saved: string,
): PincodeVerdict {
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
