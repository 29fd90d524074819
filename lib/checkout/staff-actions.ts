import { and, eq, type SQL } from 'drizzle-orm';
import { object, string } from 'yup';
import { NotFoundError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { extraPayments, payments, refunds } from '@/lib/db/schema';
import type { ActionResult } from '@/lib/staff/action';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import type { StaffArea } from '@/lib/staff/roles';
import type { StaffActor } from '@/lib/staff/sessions';
import { noticePaymentRefunded } from '@/lib/notifications/refund-notice';
import type { Purpose } from './purchase';
import {
  AlreadyRefundedError,
  recordRefund,
  refundOutcome,
  sendRecordedRefund,
  type RefundRow,
} from './refunds';

export const refundDueSchema = object({
  payment_id: recordId(),
  provider_payment_id: string()
    .trim()
    .required()
    .matches(/^[A-Za-z0-9_]{1,64}$/, 'Unknown payment'),
});

/**
 * Returns a payment that bought nothing: one that arrived after its slot or units were lost
 * (flagged on the payment), or a second payment of an order already paid (an extra payment).
 * Only money the database has flagged may be returned this way, and only by the desk that deals
 * with its purchase: the front desk for appointments, the pharmacy for orders, the lab for lab
 * orders. A refund recorded before that has not gone through (refused, or never sent) is sent
 * again, not recorded twice; one that went through is refused.
 */
function refundDueAction(purpose: Purpose, area: StaffArea, name: string) {
  return defineStaffAction({
    name,
    area,
    schema: refundDueSchema,
    async run(db, actor, input) {
      const { refund, retry } = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select({
            id: payments.id,
            refundDue: payments.refundDue,
            providerPaymentId: payments.providerPaymentId,
          })
          .from(payments)
          .where(and(eq(payments.id, input.payment_id), eq(payments.purpose, purpose)))
          .for('update');
        const late =
          payment?.refundDue && payment.providerPaymentId === input.provider_payment_id
            ? payment
            : null;
        const [extra] =
          payment && !late
            ? await tx
                .select({ id: extraPayments.id })
                .from(extraPayments)
                .where(
                  and(
                    eq(extraPayments.paymentId, payment.id),
                    eq(extraPayments.providerPaymentId, input.provider_payment_id),
                  ),
                )
            : [];
        if (!late && !extra) throw new NotFoundError('This payment is not due for a refund');
        // Recorded before and not through (refused, or never sent): the same refund, sent again.
        const [earlier] = await tx
          .select()
          .from(refunds)
          .where(eq(refunds.providerPaymentId, input.provider_payment_id));
        if (earlier) {
          if (earlier.status === 'processed') throw new AlreadyRefundedError();
          return { refund: earlier, retry: true };
        }
        const recorded = await recordRefund(tx, {
          paymentId: input.payment_id,
          providerPaymentId: input.provider_payment_id,
          reason: late ? 'Paid after the purchase was lost' : 'A second payment for the same order',
          staffId: actor.id,
        });
        await noticePaymentRefunded(
          tx,
          input.payment_id,
          recorded.amountPaise,
          late ? 'late' : 'second',
        );
        if (extra) {
          await tx
            .update(extraPayments)
            .set({ refundDue: false })
            .where(eq(extraPayments.id, extra.id));
        }
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'payment.refund',
          entity: 'payment',
          entityId: input.payment_id,
          changes: { refunded: { before: null, after: input.provider_payment_id } },
        });
        return { refund: recorded, retry: false };
      });
      if (retry) return resendRefund(db, actor, refund, 'payment', input.payment_id);
      const sent = await sendRecordedRefund(db, refund);
      return { ok: sent.status === 'processed', message: refundOutcome(sent) };
    },
  });
}

export const refundDueAppointmentPayment = refundDueAction(
  'appointment',
  'appointments',
  'refund a late or double appointment payment',
);

export const refundDuePharmacyPayment = refundDueAction(
  'pharmacy_order',
  'pharmacy_orders',
  'refund a late or double pharmacy payment',
);

export const refundDueLabPayment = refundDueAction(
  'lab_order',
  'lab_orders',
  'refund a late or double lab order payment',
);

/** Which desk refunds a due payment of `purpose`. */
export const REFUND_DUE_AREA: Record<Purpose, StaffArea> = {
  appointment: 'appointments',
  pharmacy_order: 'pharmacy_orders',
  lab_order: 'lab_orders',
};

/** The console's 'Retry refund' of one kind of purchase: `paidPayment(id)` picks its payment. */
export function retryRefundAction(
  name: string,
  area: StaffArea,
  target: { paidPayment: (id: number) => SQL | undefined; entity: string; none: string },
) {
  return defineStaffAction({
    name,
    area,
    schema: object({ id: recordId() }),
    run: (db, actor, input) =>
      retryPurchaseRefund(db, actor, {
        paidPayment: target.paidPayment(input.id),
        entity: target.entity,
        entityId: input.id,
        none: target.none,
      }),
  });
}

/**
 * 'Retry refund' of a purchase: the refund of the paid payment `paidPayment` picks (the payment
 * that bought it, not a late or second one, whose refunds have their own rows), sent again unless
 * processed, the attempt written to the audit log under `entity`.
 */
export async function retryPurchaseRefund(
  db: Db,
  actor: StaffActor,
  target: { paidPayment: SQL | undefined; entity: string; entityId: number; none: string },
): Promise<ActionResult> {
  const [row] = await db
    .select({ refund: refunds })
    .from(payments)
    .innerJoin(refunds, eq(refunds.providerPaymentId, payments.providerPaymentId))
    .where(and(eq(payments.status, 'paid'), target.paidPayment))
    .limit(1);
  if (!row) throw new NotFoundError(target.none);
  if (row.refund.status === 'processed') return { ok: true, message: refundOutcome(row.refund) };
  return resendRefund(db, actor, row.refund, target.entity, target.entityId);
}

/** 'Retry refund': a recorded refund not yet through, sent again, the attempt in the audit log. */
async function resendRefund(
  db: Db,
  actor: StaffActor,
  refund: RefundRow,
  entity: string,
  entityId: number,
): Promise<ActionResult> {
  const sent = await sendRecordedRefund(db, refund);
  await recordAudit(db, {
    staffId: actor.id,
    action: 'refund.retry',
    entity,
    entityId,
    changes: changedFields({ refund: refund.status }, { refund: sent.status }),
  });
  return { ok: sent.status === 'processed', message: refundOutcome(sent) };
}
