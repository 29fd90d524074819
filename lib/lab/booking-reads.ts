import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { collectionColumns, ofKind } from '@/lib/orders/kinds';

/** A booked collection's date ('yyyy-mm-dd', India) and window start (minutes of the day). */
export type BookedWindow = { date: string; minute: number };

/** Lab order references look like 'SLB-' and 10 letters or digits. */
export const LAB_REFERENCE = /^SLB-[0-9A-Z]{10}$/;

/**
 * A lab order's collection window by its reference, for the page shown right after payment. Not
 * cached (read once, per booking). Only the date and the window: the reference alone must reveal
 * neither who the patients are, nor where they live, nor which tests they take.
 */
export async function getBookedWindow(reference: string): Promise<BookedWindow | null> {
  if (!LAB_REFERENCE.test(reference)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      date: collectionColumns.collectionDate,
      minute: collectionColumns.collectionMinute,
    })
    .from(orders)
    .where(and(ofKind('lab'), eq(orders.reference, reference), ne(orders.status, 'cancelled')))
    .limit(1);
  return row ?? null;
}
