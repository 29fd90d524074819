import 'server-only';
import { eq } from 'drizzle-orm';
import { ServiceError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { settings } from '@/lib/db/schema';
import { parseSeller, SELLER_MISSING, SELLER_SETTINGS_KEY, type Seller } from './seller-settings';

export { SELLER_MISSING, type Seller };

export async function findSeller(db: Db | Tx): Promise<Seller | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SELLER_SETTINGS_KEY))
    .limit(1);
  return parseSeller(row?.value);
}

/** The seller, or a 503 saying why no invoice can be made (the settings lack a GSTIN). */
export async function requireSeller(db: Db | Tx): Promise<Seller> {
  const seller = await findSeller(db);
  if (!seller) throw new ServiceError(503, SELLER_MISSING, 'invoice_seller_missing');
  return seller;
}
