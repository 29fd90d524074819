import { object, string } from 'yup';
import { MAX_ID } from '@/lib/validation/fields';

/** The forms of /appointment/manage (app/(site)/appointment/manage/actions.ts). */

/** Cancelling a booking: the patient confirms, with or without the refund the rule allows. */
export const cancelBookingSchema = object({
  confirm: string()
    .oneOf(['refund', 'no_refund'], 'Confirm the cancellation')
    .required('Confirm the cancellation'),
});

export const CHOOSE_FREE_TIME = 'Choose a free time in the future';

/** Whether `slotId` (bound by the slot picker) can name a slot at all. */
export function isSlotId(slotId: number): boolean {
  return Number.isInteger(slotId) && slotId >= 1 && slotId <= MAX_ID;
}
