import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { retryRefundAction } from '@/lib/checkout/staff-actions';
import { sendRefundAndSay } from '@/lib/checkout/refunds';
import { labCollectionHolds } from '@/lib/db/schema';
import { paymentsOfOrder } from '@/lib/orders/kinds';
import { transition } from '@/lib/orders/transition';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import {
  LAB_CANCEL_MESSAGES,
  LAB_CANCEL_REASON_MAX,
  refusedStep,
  earlyCollectionNote,
  EARLY_COLLECTION_REFUSED,
} from './order-steps';
import { indiaToday } from '../time/india';
import { reportFileField, storeLabReport } from './report-upload';

/**
 * The lab's console actions on an order (issue 17): the home visit done, then its report; or,
 * before the visit, the order cancelled with a full refund.
 */

export const markCollectedSchema = object({
  id: recordId(),
  /** Ticked: taken before the booked day, by arrangement (order-steps.ts). */
  early: string().oneOf(['true']).optional(),
});

/**
 * The phlebotomist has taken the samples: booked → collected, and the patient is texted when to
 * expect the report. The order row is locked, so two members pressing at once apply it once and
 * the second is told it has already moved.
 */
export const markSampleCollected = defineStaffAction({
  name: 'mark a lab sample collected',
  area: 'lab_orders',
  schema: markCollectedSchema,
  async run(db, actor, input) {
    await db.transaction((tx) =>
      transition(tx, {
        kind: 'lab',
        id: input.id,
        action: 'collect',
        staffId: actor.id,
        refused: (status) => ({ action: refusedStep(status) }),
        check: ({ collectionDate }) => {
          const today = indiaToday(new Date());
          if (
            collectionDate &&
            earlyCollectionNote(collectionDate, today) &&
            input.early !== 'true'
          ) {
            throw new InvalidInputError({ early: EARLY_COLLECTION_REFUSED(collectionDate) });
          }
        },
        audit: () => ({ verb: 'collected' }),
      }),
    );
    return { ok: true, message: 'Sample collected. Upload the report when it is ready.' };
  },
});

export const uploadReportSchema = object({ id: recordId(), file: reportFileField() });

/** Uploads (or replaces) the order's PDF report; the patient is told it is ready. */
export const uploadLabReport = defineStaffAction({
  name: 'upload a lab report',
  area: 'lab_orders',
  schema: uploadReportSchema,
  async run(db, actor, input) {
    const { replaced } = await storeLabReport(db, actor, input.id, input.file);
    return {
      ok: true,
      message: `${replaced ? 'Report replaced' : 'Report uploaded'}. The patient has been told it is ready.`,
    };
  },
});

export const cancelLabOrderSchema = object({
  id: recordId(),
  reason: string()
    .trim()
    .required(LAB_CANCEL_MESSAGES.reasonRequired)
    .max(LAB_CANCEL_REASON_MAX, LAB_CANCEL_MESSAGES.reasonTooLong),
});

/**
 * Cancels a booked order before the visit: in one transaction, with the order row locked, the
 * status becomes cancelled, the window's place is given back, the full refund is recorded and the
 * patient is told; the refund is sent to the provider after the commit (lib/checkout/refunds.ts).
 */
export const cancelLabOrder = defineStaffAction({
  name: 'cancel a lab order',
  area: 'lab_orders',
  schema: cancelLabOrderSchema,
  async run(db, actor, input) {
    const { refund } = await db.transaction((tx) =>
      transition(tx, {
        kind: 'lab',
        id: input.id,
        action: 'cancel',
        staffId: actor.id,
        reason: input.reason,
        refused: (status) => ({
          action:
            status === 'cancelled'
              ? 'This order is already cancelled'
              : 'The sample has been collected: this order can no longer be cancelled',
        }),
        // The window's place is given back.
        effects: async (tx) => {
          await tx.delete(labCollectionHolds).where(eq(labCollectionHolds.orderId, input.id));
        },
        refundReason: `Lab order cancelled: ${input.reason}`,
        // The reason the patient was told, kept with the change.
        audit: () => ({
          verb: 'cancel',
          before: { reason: null },
          after: { reason: input.reason },
        }),
      }),
    );
    const message = await sendRefundAndSay(
      db,
      refund,
      'Order cancelled',
      'Order cancelled. No payment to refund.',
    );
    return { ok: true, message };
  },
});

/** Sends again a cancelled order's refund that has not reached the provider. */
export const retryLabOrderRefund = retryRefundAction('retry a lab order refund', 'lab_orders', {
  paidPayment: (id) => paymentsOfOrder('lab', id),
  entity: 'lab_order',
  none: 'This order has no refund',
});
