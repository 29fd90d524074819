import { and, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { retryPurchaseRefund } from '@/lib/checkout/staff-actions';
import {
  recordRefund,
  refundOutcome,
  sendRecordedRefund,
  type RefundRow,
} from '@/lib/checkout/refunds';
import { labCollectionHolds, labOrders, payments } from '@/lib/db/schema';
import { noticeLabOrderCancelled, noticeLabSampleCollected } from '@/lib/notifications/lab-notice';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import {
  LAB_CANCEL_MESSAGES,
  LAB_CANCEL_REASON_MAX,
  mayCancel,
  mayMarkCollected,
  refusedStep,
  earlyCollectionNote,
  EARLY_COLLECTION_REFUSED,
} from './order-steps';
import { lockLabOrder, lockLabOrderStatus } from './order-lock';
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
    await db.transaction(async (tx) => {
      const { status, collectionDate } = await lockLabOrder(tx, input.id);
      if (!mayMarkCollected(status)) {
        throw new InvalidInputError({ action: refusedStep(status) });
      }
      const collectedAt = new Date();
      if (earlyCollectionNote(collectionDate, indiaToday(collectedAt)) && input.early !== 'true') {
        throw new InvalidInputError({ early: EARLY_COLLECTION_REFUSED(collectionDate) });
      }
      await tx
        .update(labOrders)
        .set({ status: 'collected', statusChangedAt: collectedAt })
        .where(eq(labOrders.id, input.id));
      await noticeLabSampleCollected(tx, input.id, collectedAt);
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'lab_order.collected',
        entity: 'lab_order',
        entityId: input.id,
        changes: changedFields({ status }, { status: 'collected' }),
      });
    });
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
    const refund = await db.transaction(async (tx) => {
      const status = await lockLabOrderStatus(tx, input.id);
      if (!mayCancel(status)) {
        throw new InvalidInputError({
          action:
            status === 'cancelled'
              ? 'This order is already cancelled'
              : 'The sample has been collected: this order can no longer be cancelled',
        });
      }
      await tx
        .update(labOrders)
        .set({ status: 'cancelled', statusChangedAt: new Date() })
        .where(eq(labOrders.id, input.id));
      await tx.delete(labCollectionHolds).where(eq(labCollectionHolds.orderId, input.id));
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.labOrderId, input.id), eq(payments.status, 'paid')))
        .limit(1);
      const recorded: RefundRow | null = payment
        ? await recordRefund(tx, {
            paymentId: payment.id,
            reason: `Lab order cancelled: ${input.reason}`,
            staffId: actor.id,
          })
        : null;
      await noticeLabOrderCancelled(tx, input.id, recorded?.amountPaise ?? 0, input.reason);
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'lab_order.cancel',
        entity: 'lab_order',
        entityId: input.id,
        // The reason the patient was told, kept with the change (the order has no column for it).
        changes: changedFields(
          { status, reason: null },
          { status: 'cancelled', reason: input.reason },
        ),
      });
      return recorded;
    });
    if (!refund) return { ok: true, message: 'Order cancelled. No payment to refund.' };
    const sent = await sendRecordedRefund(db, refund);
    return { ok: true, message: `Order cancelled. ${refundOutcome(sent)}` };
  },
});

export const retryLabRefundSchema = object({ id: recordId() });

/** Sends again a cancelled order's refund that has not reached the provider. */
export const retryLabOrderRefund = defineStaffAction({
  name: 'retry a lab order refund',
  area: 'lab_orders',
  schema: retryLabRefundSchema,
  run: (db, actor, input) =>
    retryPurchaseRefund(db, actor, {
      paidPayment: eq(payments.labOrderId, input.id),
      entity: 'lab_order',
      entityId: input.id,
      none: 'This order has no refund',
    }),
});
