/**
 * The rules of a reorder (issue 46; docs/decisions/reorder.md): an earlier pharmacy order back
 * into the cart at today's prices and stock, and the prescription rules applied again. Pure, for
 * the server's answer and the tests; lib/accounts/reorder.ts reads what they need.
 */
import { MAX_CART_LINES, MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { needsPrescription, soldOnline, type DrugSchedule } from '@/lib/pharmacy/schedule';

/** How long a Schedule H prescription a pharmacist accepted may serve another order. */
export const PRESCRIPTION_REUSE_MONTHS = 6;

export const REORDER_MESSAGES = {
  unavailable: 'No longer sold',
  notSoldOnline: 'Not sold online',
  outOfStock: 'Out of stock',
  tooManyLines: `The cart holds at most ${MAX_CART_LINES} medicines`,
  reused: (until: string) =>
    `Your earlier prescription is attached again (valid until ${until}); a pharmacist checks it before dispatch.`,
  newNeeded:
    'This order has a prescription medicine: please upload a current prescription, or ask a pharmacist to call you.',
} as const;

/** Today's facts of a medicine of the earlier order. */
export type TodaysMedicine = {
  id: number;
  name: string;
  /** Offered at all (`medicines.available`). */
  offered: boolean;
  schedule: DrugSchedule;
  /** Units on hand less those held for other shoppers' open checkouts. */
  freeUnits: number;
};

export type ReorderPick = { id: number; quantity: number; asked: number };
export type LeftOut = { id: number; name: string; reason: string };

/**
 * Each earlier line at today's stock: its quantity, capped by the units free now and by the
 * cart's MAX_QUANTITY, or left out with the reason (no longer sold, never sold online, out of
 * stock), in the earlier order's order; past MAX_CART_LINES the rest is left out too.
 */
export function pickLines(
  earlier: readonly { id: number; quantity: number }[],
  today: ReadonlyMap<number, TodaysMedicine>,
): { picked: ReorderPick[]; leftOut: LeftOut[] } {
  const picked: ReorderPick[] = [];
  const leftOut: LeftOut[] = [];
  for (const line of earlier) {
    const m = today.get(line.id);
    const name = m?.name ?? 'A medicine';
    const reason = !m?.offered
      ? REORDER_MESSAGES.unavailable
      : !soldOnline(m.schedule)
        ? REORDER_MESSAGES.notSoldOnline
        : m.freeUnits <= 0
          ? REORDER_MESSAGES.outOfStock
          : picked.length >= MAX_CART_LINES
            ? REORDER_MESSAGES.tooManyLines
            : null;
    if (reason) {
      leftOut.push({ id: line.id, name, reason });
      continue;
    }
    const quantity = Math.min(line.quantity, MAX_QUANTITY, m!.freeUnits);
    picked.push({ id: line.id, quantity, asked: line.quantity });
  }
  return { picked, leftOut };
}

/** The earlier order's prescription: when its pages were uploaded and what the pharmacist said. */
export type EarlierPrescription = {
  /** The first page's upload; null when the order carried no pages (a call, or OTC only). */
  uploadedAt: Date | null;
  /** A pharmacist accepted it (the order reached 'prescription_approved'). */
  approved: boolean;
};

export type PrescriptionVerdict =
  | { kind: 'none' }
  | { kind: 'reuse'; validUntil: Date }
  | { kind: 'new'; reason: 'schedule_h1' | 'not_approved' | 'expired' | 'no_pages' };

/** `instant` moved on by whole calendar months (UTC calendar; a day either way is immaterial). */
export function addMonths(instant: Date, months: number): Date {
  const d = new Date(instant);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Whether the new cart needs a prescription and whether the earlier one may serve: no Rx line,
 * none; a Schedule H1 line, always a new one (each H1 sale is entered in the register against the
 * prescription presented for it); Schedule H only, the earlier pages when a pharmacist accepted
 * them and they were uploaded less than PRESCRIPTION_REUSE_MONTHS ago. A reused prescription is
 * still checked again: the order waits for the pharmacist as any other.
 */
export function prescriptionVerdict(
  schedules: readonly DrugSchedule[],
  earlier: EarlierPrescription,
  now: Date,
): PrescriptionVerdict {
  if (!schedules.some(needsPrescription)) return { kind: 'none' };
  if (schedules.includes('H1')) return { kind: 'new', reason: 'schedule_h1' };
  if (!earlier.uploadedAt) return { kind: 'new', reason: 'no_pages' };
  if (!earlier.approved) return { kind: 'new', reason: 'not_approved' };
  const validUntil = addMonths(earlier.uploadedAt, PRESCRIPTION_REUSE_MONTHS);
  if (validUntil <= now) return { kind: 'new', reason: 'expired' };
  return { kind: 'reuse', validUntil };
}
