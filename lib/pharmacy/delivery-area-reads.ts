import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { createMicroCache, databaseScope } from '@/lib/cache/micro-cache';
import { serviceablePincodes } from '@/lib/db/schema';
import type { DeliveryArea } from './delivery-area';

/** The delivery area of an active serviceable pincode, or null: it is not served. */
export async function findDeliveryArea(db: Db, pincode: string): Promise<DeliveryArea | null> {
  const [row] = await db
    .select({
      pincode: serviceablePincodes.pincode,
      area: serviceablePincodes.area,
      city: serviceablePincodes.city,
      minDays: serviceablePincodes.minDays,
      maxDays: serviceablePincodes.maxDays,
      feePaise: serviceablePincodes.feePaise,
    })
    .from(serviceablePincodes)
    .where(and(eq(serviceablePincodes.pincode, pincode), eq(serviceablePincodes.active, true)))
    .limit(1);
  return row ?? null;
}

/** How long the pincode box may answer from memory; an edited pincode shows within this. */
export const PINCODE_CHECK_CACHE_MS = 60_000;

const checked = createMicroCache<DeliveryArea | null>({
  ttlMs: PINCODE_CHECK_CACHE_MS,
  maxEntries: 2000,
});

/**
 * The pincode box's answer (GET /api/pharmacy/pincode/{pincode}): findDeliveryArea, from memory
 * for PINCODE_CHECK_CACHE_MS. The checkout always reads the database itself.
 */
export function checkPincode(db: Db, pincode: string): Promise<DeliveryArea | null> {
  return checked.get(`${databaseScope(db)}:${pincode}`, () => findDeliveryArea(db, pincode));
}
