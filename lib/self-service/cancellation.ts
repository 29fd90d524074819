/**
 * The refund rule of a booking the patient cancels (issue 16): the full fee up to 4 hours before
 * the appointment, nothing after, unless the doctor is on leave that day (the hospital's doing,
 * not the patient's late change of mind: the full fee, and the booking may still be moved). Pure,
 * so the page that shows it and the server that applies it give one answer.
 */
export const FULL_REFUND_HOURS = 4;

export function refundOnCancel(startsAt: Date, now: Date, doctorOnLeave = false): boolean {
  return doctorOnLeave || startsAt.getTime() - now.getTime() >= FULL_REFUND_HOURS * 3_600_000;
}
