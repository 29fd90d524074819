/**
 * The pharmacy delivery form's messages (pharmacy.md section 5), the spec's verbatim. Apart from
 * the schema (delivery-schema.ts) so that a browser island that only shows a message, such as the
 * medicine page's pincode check, does not ship yup with it (13 kB gzip on first load).
 */
import { DELIVERY_DAYS_AHEAD } from './delivery-window';

export const DELIVERY_MESSAGES = {
  nameRequired: 'Name is required',
  // The three length limits are not in the spec, which sets none; the words are ours.
  nameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 200 characters',
  addressTooLong: 'Address must be at most 500 characters',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required',
  phoneDigits: 'Phone number must be 10 digits',
  phoneRequired: 'Phone number is required',
  pincodeDigits: 'Pincode must be 6 digits',
  pincodeRequired: 'Pincode is required',
  addressRequired: 'Address is required',
  datePast: 'Expected Date cannot be in the past',
  // Not in the spec, which sets no upper limit (delivery-window.ts).
  dateTooFar: `Expected Date must be within the next ${DELIVERY_DAYS_AHEAD} days`,
  dateRequired: 'Expected Date is required',
  timeInvalid: 'Invalid time format',
  timeRequired: 'Expected Time is required',
} as const;
