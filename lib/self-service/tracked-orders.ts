import { getDb } from '@/lib/db';
import { readGranted } from '@/lib/self-service/guard';
import { readPatientLabOrder, type PatientLabOrder } from '@/lib/self-service/lab-order';
import { cleanReference } from '@/lib/self-service/links';
import { readTrackedOrder, type TrackedOrder } from '@/lib/self-service/order';

/**
 * The order a patient's tracking page shows (issue 45), whatever its kind: /pharmacy/order and
 * /lab-tests/report differ only in the reference's prefix and in what they read of the order.
 */
export type TrackedOrders = { pharmacy_order: TrackedOrder; lab_order: PatientLabOrder };
export type TrackedKind = keyof TrackedOrders;

const READERS: {
  [K in TrackedKind]: {
    prefix: 'SPH' | 'SLB';
    read: (db: Awaited<ReturnType<typeof getDb>>, id: number) => Promise<TrackedOrders[K] | null>;
  };
} = {
  pharmacy_order: { prefix: 'SPH', read: readTrackedOrder },
  lab_order: { prefix: 'SLB', read: readPatientLabOrder },
};

/**
 * The reference the address asks for (`?reference=`, when it is one of this kind's) and the
 * order open in this browser: none, or 'unavailable' when the database cannot be read.
 */
export async function openTrackedOrder<K extends TrackedKind>(kind: K, reference: unknown) {
  const { prefix, read } = READERS[kind];
  const requested = cleanReference(reference, prefix);
  const order = await readGranted(kind, async (id) => read(await getDb(), id), requested);
  return { requested, order };
}
