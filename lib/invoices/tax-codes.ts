import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { medicines } from '@/lib/db/schema';
import { rowsForIds } from '@/lib/db/for-ids';

/**
 * The HSN code and GST rate of each medicine as they are now, read in the sale's transaction so
 * the order's lines keep them (`order_items.hsn_code`, `gst_percent`): a later change of a
 * medicine's rate never rewrites an invoice already issued.
 */
export async function taxCodesOf(tx: Tx, medicineIds: readonly number[]) {
  const rows = await rowsForIds(medicineIds, (ids) =>
    tx
      .select({ id: medicines.id, hsnCode: medicines.hsnCode, gstPercent: medicines.gstPercent })
      .from(medicines)
      .where(inArray(medicines.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, { hsnCode: r.hsnCode, gstPercent: r.gstPercent }]));
}
