/**
 * How many unpaid checkouts one buyer may hold at once, by purpose (issue 48;
 * docs/decisions/hold-limits.md). A hold blocks what others could buy (a doctor's slot, a
 * collection window's place, units of a medicine) while nobody pays for it, so holding costs what
 * it costs the hospital: a few at a time.
 *
 * - Per phone and per e-mail, the person: two appointments (a family booking two doctors, or one
 *   doctor twice), one pharmacy order and one lab booking (each is one cart). A retry after a
 *   failed payment is free: the failure report gives the hold back at once.
 * - Per client address, a little more: customers of one mobile carrier share an address, and a
 *   hold lasts minutes.
 */
import { inMinutes } from '@/lib/format/wait';
import type { Purpose } from './purchase';

export type HolderKind = 'client' | 'phone' | 'email';

export const HOLD_LIMITS: Record<Purpose, Record<HolderKind, number>> = {
  appointment: { client: 4, phone: 2, email: 2 },
  pharmacy_order: { client: 2, phone: 1, email: 1 },
  lab_order: { client: 2, phone: 1, email: 1 },
};

/**
 * A doctor's day or a collection window with this many free places or fewer is scarce: one
 * holder may hold only one place in it at a time.
 */
export const LAST_FEW_PLACES = 3;

const WAITING: Record<Purpose, string> = {
  appointment: 'appointments waiting for payment',
  pharmacy_order: 'a pharmacy order waiting for payment',
  lab_order: 'a lab test booking waiting for payment',
};

const OTHER: Record<Purpose, string> = {
  appointment: 'your other booking',
  pharmacy_order: 'your other order',
  lab_order: 'your other booking',
};

/** The 429's message: what is in the way, and how to go on. */
export function holdLimitMessage(purpose: Purpose, kind: HolderKind, retrySeconds: number) {
  const who = kind === 'client' ? 'Your network already has' : 'You already have';
  return (
    `${who} ${WAITING[purpose]}. Please finish or cancel ${OTHER[purpose]} first, ` +
    `or try again in ${inMinutes(retrySeconds)}.`
  );
}

/**
 * A medicine with this many units free or fewer (one cart line's most) is scarce: one holder may
 * hold it in one checkout at a time.
 */
export const LAST_FEW_UNITS = 10;

export const LAST_FEW_MESSAGE: Record<Purpose, string> = {
  pharmacy_order:
    'Only a few units of a medicine in your cart are left, and you already have an order of it waiting for payment. Please finish or cancel that order first.',
  appointment:
    'Only a few times are left with this doctor on this day, and you already have one waiting for payment. Please finish or cancel that booking first.',
  lab_order:
    'Only a few places are left in this collection window, and you already have one waiting for payment. Please finish or cancel that booking first.',
};
