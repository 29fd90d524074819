/**
 * Each kind's order statuses as one state machine, declared as data (issue 45): for every move,
 * the statuses it leaves, the status it reaches, the console area whose staff may make it, and
 * whether it ends the sale with a full refund. lib/orders/transition.ts makes every move; the
 * messages each move sends are in lib/orders/notices.ts. Pure, for the console's buttons too.
 */
import type { StaffArea } from '@/lib/staff/roles';
import type { OrderKind, StatusOf } from './kinds';

export type Move<S extends string> = {
  from: readonly S[];
  to: S;
  /** Who may make it: the staff of this console area. */
  by: StaffArea;
  /** Ends the sale: the full payment is refunded (and a pharmacy order's units restocked). */
  refunds?: true;
};

const pharmacy = {
  approve: { from: ['awaiting_prescription'], to: 'prescription_approved' },
  reject: { from: ['awaiting_prescription'], to: 'prescription_rejected', refunds: true },
  confirm: { from: ['placed', 'prescription_approved'], to: 'confirmed' },
  pack: { from: ['confirmed'], to: 'packed' },
  dispatch: { from: ['packed'], to: 'dispatched' },
  deliver: { from: ['dispatched'], to: 'delivered' },
  cancel: {
    from: ['placed', 'prescription_approved', 'confirmed', 'packed'],
    to: 'cancelled',
    refunds: true,
  },
} as const satisfies Record<string, Omit<Move<StatusOf['pharmacy']>, 'by'>>;

const lab = {
  /** The phlebotomist has taken the samples. */
  collect: { from: ['booked'], to: 'collected' },
  /** A report uploaded; uploading again while it is ready replaces it (no new status). */
  report: { from: ['collected', 'report_ready'], to: 'report_ready' },
  /** Only before the sample is taken. */
  cancel: { from: ['booked'], to: 'cancelled', refunds: true },
} as const satisfies Record<string, Omit<Move<StatusOf['lab']>, 'by'>>;

/** The console area of each kind: its staff make every move of the kind. */
export const AREA_OF = { pharmacy: 'pharmacy_orders', lab: 'lab_orders' } as const satisfies Record<
  OrderKind,
  StaffArea
>;

export const MACHINES = { pharmacy, lab };

export type ActionOf<K extends OrderKind> = keyof (typeof MACHINES)[K] & string;

/** The move `action` of `kind`. */
export function moveOf<K extends OrderKind>(kind: K, action: ActionOf<K>): Move<StatusOf[K]> {
  const move = (MACHINES[kind] as unknown as Record<string, Omit<Move<StatusOf[K]>, 'by'>>)[action];
  return { ...move, by: AREA_OF[kind] };
}

/** The status `action` moves an order of `kind` in `from` to, or null when it may not. */
export function nextStatus<K extends OrderKind>(
  kind: K,
  from: StatusOf[K],
  action: ActionOf<K>,
): StatusOf[K] | null {
  const move = moveOf(kind, action);
  return move.from.includes(from) ? move.to : null;
}
