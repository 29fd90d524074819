/**
 * The refund rule of a booking the patient cancels (issue 16): the full fee up to 4 hours before
 * the appointment, nothing after. Pure, so the page that shows it and the server that applies it
 * give one answer.
 */
export const FULL_REFUND_HOURS = 4;

export function refundOnCancel(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= FULL_REFUND_HOURS * 3_600_000;
}
