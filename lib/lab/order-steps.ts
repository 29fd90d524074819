/**
 * What the lab may do with an order at each status (issue 17), pure so the console's buttons and
 * the actions read the same rule: the sample is collected from a booked order; a report is
 * uploaded once the sample is in, and may be replaced (a corrected report) while it is ready.
 * Until the sample is taken, the order may be cancelled with a full refund and its window's place
 * given back; a cancelled order takes nothing more. A report is one PDF of at most 10 MB.
 */
import { LAB_REPORT_MAX_BYTES } from '../api/body-limits.mjs';
import { toDdMmYyyy } from '../time/india';
import { nextStatus } from '../orders/machines';
import { LAB_STATUS_LABELS, type LabOrderStatus } from './booking-rules';

export { LAB_REPORT_MAX_BYTES };

/** The report field's messages: the console's form checks the size before sending, too. */
export const REPORT_MESSAGES = {
  required: 'Choose the report: a PDF of at most 10 MB',
  tooBig: 'The report must be 10 MB or smaller',
  notPdf: 'The report must be a PDF file',
} as const;

export function mayMarkCollected(status: LabOrderStatus): boolean {
  return nextStatus('lab', status, 'collect') !== null;
}

/**
 * A sample marked collected before its booked day is usually a tap on the wrong order (the
 * patient is texted, and the order can no longer be cancelled): it needs the member to say it was
 * taken early by arrangement. Null when the day has come (India), else the words of that box.
 */
export function earlyCollectionNote(collectionDate: string, today: string): string | null {
  if (collectionDate <= today) return null;
  return `This collection is booked for ${toDdMmYyyy(collectionDate)}. The sample was taken earlier, by arrangement with the patient`;
}

export const EARLY_COLLECTION_REFUSED = (collectionDate: string) =>
  `This collection is booked for ${toDdMmYyyy(collectionDate)}: tick the box if the sample really was taken earlier`;

/** Cancelled with a full refund: only before the phlebotomist has taken the sample. */
export function mayCancel(status: LabOrderStatus): boolean {
  return nextStatus('lab', status, 'cancel') !== null;
}

export const LAB_CANCEL_REASON_MAX = 500;
export const LAB_CANCEL_MESSAGES = {
  reasonRequired: 'Please give the reason (the patient reads it)',
  reasonTooLong: `A reason may be at most ${LAB_CANCEL_REASON_MAX} characters`,
} as const;

export function mayUploadReport(status: LabOrderStatus): boolean {
  return nextStatus('lab', status, 'report') !== null;
}

/** Orders waiting on the lab: a home visit to make, or a report to upload. */
export const LAB_STATUSES_TO_ACT: readonly LabOrderStatus[] = ['booked', 'collected'];

/** Why a step is refused at `status`, in the words the console shows. */
export function refusedStep(status: LabOrderStatus): string {
  if (status === 'booked') return 'Mark the sample collected before uploading its report';
  return `This order is at '${LAB_STATUS_LABELS[status]}': it cannot be changed that way`;
}
