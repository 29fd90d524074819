import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { labOrders } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { mayMarkCollected, refusedStep } from './order-steps';
import { reportFileField, storeLabReport } from './report-upload';

/** The lab's console actions on an order (issue 17): the home visit done, then its report. */

export const markCollectedSchema = object({ id: recordId() });

/**
 * The phlebotomist has taken the samples: booked → collected. The order row is locked, so two
 * members pressing at once apply it once and the second is told it has already moved.
 */
export const markSampleCollected = defineStaffAction({
  name: 'mark a lab sample collected',
  area: 'lab_orders',
  schema: markCollectedSchema,
  async run(db, actor, input) {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: labOrders.status })
        .from(labOrders)
        .where(eq(labOrders.id, input.id))
        .for('update');
      if (!order) throw new NotFoundError('This order does not exist');
      if (!mayMarkCollected(order.status)) {
        throw new InvalidInputError({ action: refusedStep(order.status) });
      }
      await tx
        .update(labOrders)
        .set({ status: 'collected', statusChangedAt: new Date() })
        .where(eq(labOrders.id, input.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'lab_order.collected',
        entity: 'lab_order',
        entityId: input.id,
        changes: changedFields({ status: order.status }, { status: 'collected' }),
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
