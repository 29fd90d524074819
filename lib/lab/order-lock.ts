import { eq } from 'drizzle-orm';
import { NotFoundError } from '@/lib/api/errors';
import type { Tx } from '@/lib/db/open';
import { labOrders } from '@/lib/db/schema';
import type { LabOrderStatus } from './booking-rules';

/**
 * Locks a lab order's row for the rest of the caller's transaction and answers its status, so
 * two members acting on one order at once are applied one after the other and the second is
 * judged on the status the first left. 404 when there is no such order.
 */
export async function lockLabOrderStatus(tx: Tx, orderId: number): Promise<LabOrderStatus> {
  return (await lockLabOrder(tx, orderId)).status;
}

/** The same lock, answering the order's status and its collection's India date. */
export async function lockLabOrder(
  tx: Tx,
  orderId: number,
): Promise<{ status: LabOrderStatus; collectionDate: string }> {
  const [order] = await tx
    .select({ status: labOrders.status, collectionDate: labOrders.collectionDate })
    .from(labOrders)
    .where(eq(labOrders.id, orderId))
    .for('update');
  if (!order) throw new NotFoundError('This order does not exist');
  return order;
}
