'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { bookingReference } from '@/lib/self-service/booking';
import { cancelMyBooking, rescheduleMyBooking } from '@/lib/self-service/booking-changes';
import {
  askForCode,
  enterCode,
  formFields,
  formStep,
  grantedRecord,
  leave,
} from '@/lib/self-service/guard';
import { MANAGE_BOOKING_PATH } from '@/lib/self-service/links';
import { cancelBookingSchema, CHOOSE_FREE_TIME, isSlotId } from '@/lib/self-service/manage-schema';
import type { ActionState } from '@/lib/staff/action';
import { toDdMmYyyy } from '@/lib/time/india';
import { validateBody } from '@/lib/validation/validate';

/** The server actions of /appointment/manage (lib/self-service/guard.ts and booking.ts). */

const ACCESS_ENDED = 'Your access to this booking has ended. Ask for a new code to continue.';
const OTHER_BOOKING =
  'This page shows another booking than the one now open in this browser. Reload the page to see it before changing anything.';

/**
 * The booking open for the page (the signed-in account's own, or the one the access cookie
 * opens), if it is the one the page showed (`shown`, bound to the action by the page): a page left
 * open on one booking never changes another opened since.
 */
async function grantedBooking(shown: unknown): Promise<number | { ok: false; message: string }> {
  const id = await grantedRecord('appointment', typeof shown === 'string' ? shown : undefined);
  if (!id) return { ok: false, message: ACCESS_ENDED };
  const reference = await bookingReference(await getDb(), id);
  if (reference === null) return { ok: false, message: ACCESS_ENDED };
  return typeof shown === 'string' && reference === shown
    ? id
    : { ok: false, message: OTHER_BOOKING };
}

export async function askBookingCode(_: ActionState, form: FormData): Promise<ActionState> {
  return askForCode('appointment', form);
}

export async function enterBookingCode(_: ActionState, form: FormData): Promise<ActionState> {
  return enterCode('appointment', form);
}

export async function cancelBooking(
  shown: string,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  const parsed = await validateBody(cancelBookingSchema, formFields(form, ['confirm']));
  if (!parsed.ok) return { ok: false, message: parsed.errors.confirm, errors: parsed.errors };
  const state = await formStep('appointment.cancel', async () => {
    const id = await grantedBooking(shown);
    if (typeof id !== 'number') return id;
    const { refund } = await cancelMyBooking(await getDb(), id, parsed.value.confirm === 'refund');
    return {
      ok: true,
      message: !refund
        ? 'Your appointment is cancelled.'
        : refund.status === 'processed'
          ? `Your appointment is cancelled. ${formatInr(refund.amountPaise)} has been refunded to the card or account you paid with (it shows within 5 to 7 working days).`
          : `Your appointment is cancelled. ${formatInr(refund.amountPaise)} is being refunded to the card or account you paid with.`,
    };
  });
  // Refused or not, the page shows the booking as it now is (a refund rule that has changed).
  revalidatePath(MANAGE_BOOKING_PATH);
  return state;
}

export async function rescheduleBooking(shown: string, slotId: number): Promise<ActionState> {
  if (!isSlotId(slotId)) return { ok: false, message: CHOOSE_FREE_TIME };
  const state = await formStep('appointment.reschedule', async () => {
    const id = await grantedBooking(shown);
    if (typeof id !== 'number') return id;
    const moved = await rescheduleMyBooking(await getDb(), id, slotId);
    return {
      ok: true,
      message: `Your appointment is moved to ${toDdMmYyyy(moved.slotDate)} at ${moved.slotTime}. We have sent you the new time.`,
    };
  });
  if (state.ok) revalidatePath(MANAGE_BOOKING_PATH);
  return state;
}

export async function leaveBooking(): Promise<void> {
  await leave('appointment');
  revalidatePath(MANAGE_BOOKING_PATH);
}
