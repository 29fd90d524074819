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
  const [order] = await tx
    .select({ status: labOrders.status })
    .from(labOrders)
    .where(eq(labOrders.id, orderId))
    .for('update');
  if (!order) throw new NotFoundError('This order does not exist');
  return order.status;
}
