/**
 * The prescription step of a pharmacy order (issue 18; docs/decisions/prescriptions.md): what a
 * cart with a Schedule H or H1 medicine must carry before payment and what a prescription file
 * may be (the order's statuses around the pharmacist's check are in ./order-status.ts). Pure, for
 * server and browser.
 */

import { PRESCRIPTION_MAX_BYTES } from '../api/body-limits.mjs';
import type { OrderStatus } from './order-status';

/** A prescription page is one image or PDF of at most 10 MB (the upload's body limit). */
export { PRESCRIPTION_MAX_BYTES };

/** Pages one order may carry. */
export const PRESCRIPTION_MAX_FILES = 5;

/** What the file picker offers; the server judges the bytes, not the name. */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** An uploaded page the payment order may name: this long after upload, it is deleted unused. */
export const UNUSED_PRESCRIPTION_HOURS = 24;

/**
 * How long a prescription stays after its order: the Drugs Rules keep Schedule H1 sales in a
 * register for three years, and the pharmacy needs the page while it may be asked about them;
 * after that it is deleted (Digital Personal Data Protection Act 2023, s. 8(7)).
 */
export const PRESCRIPTION_RETENTION_DAYS = 3 * 365;

export const PRESCRIPTION_MESSAGES = {
  required:
    'This order has a prescription medicine: please upload your prescription, or ask a pharmacist to call you.',
  unknownFile: 'This prescription upload has expired. Please upload it again.',
  fileRequired: 'Please choose a prescription file',
  fileType: 'A prescription must be a photo (JPEG, PNG or WebP) or a PDF',
  fileSize: 'A prescription file must be 10 MB or smaller',
  tooMany: `At most ${PRESCRIPTION_MAX_FILES} prescription pages per order`,
} as const;

/**
 * A picked or uploaded file's first problem by presence and size, or null (its bytes are judged
 * on the server alone). Checks the shape rather than `instanceof File`, which differs between the
 * browser and Node.
 */
export function prescriptionFileProblem(value: unknown): string | null {
  const file = value as { size?: unknown; arrayBuffer?: unknown } | null;
  if (typeof file !== 'object' || file === null) return PRESCRIPTION_MESSAGES.fileRequired;
  if (typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function' || file.size === 0) {
    return PRESCRIPTION_MESSAGES.fileRequired;
  }
  if (file.size > PRESCRIPTION_MAX_BYTES) return PRESCRIPTION_MESSAGES.fileSize;
  return null;
}

/** What the order's success page and answers say of its status. */
export function orderStatusNote(status: OrderStatus): string | null {
  switch (status) {
    case 'awaiting_prescription':
      return 'A registered pharmacist will check your prescription before your order is dispatched. We will call you if anything is unclear.';
    case 'prescription_rejected':
      return 'Your prescription could not be accepted; the payment has been refunded.';
    default:
      return null;
  }
}
