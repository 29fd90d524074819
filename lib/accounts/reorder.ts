import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { medicines, orderEvents, orderItems, prescriptionFiles } from '@/lib/db/schema';
import { MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { cardFaceColumns } from '@/lib/pharmacy/queries';
import { heldUnits } from '@/lib/pharmacy/stock';
import type { MedicineCard } from '@/lib/pharmacy/types';
import type { FileStorage } from '@/lib/storage';
import { formatLongDate } from '@/lib/time/long-date';
import { ownOrder } from './documents';
import {
  pickLines,
  prescriptionVerdict,
  REORDER_MESSAGES,
  type LeftOut,
  type TodaysMedicine,
} from './reorder-rules';

/**
 * 'Reorder' on the account's pharmacy order (issue 46; docs/decisions/reorder.md): the lines for
 * the browser's cart at today's prices and stock (lib/accounts/reorder-rules.ts), and, when the
 * earlier Schedule H prescription may serve again, fresh copies of its pages that the cart's
 * payment order names like pages just uploaded: the checkout, its checks and the pharmacist's
 * queue stay as they are. Copies never used are deleted with other unused uploads after 24 hours.
 */

export type ReorderLine = MedicineCard & { quantity: number; askedQuantity: number };

export type ReorderAnswer = {
  reference: string;
  lines: ReorderLine[];
  leftOut: LeftOut[];
  prescription: {
    needed: boolean;
    /** Pages of the earlier prescription, copied for this cart (empty unless reused). */
    reused: { token: string; name: string }[];
    message: string | null;
  };
};

const PRESCRIPTION_FOLDER = 'prescriptions';

/** The medicines `ids` as the cart shows them today, and what each has free now. */
export async function todaysMedicines(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return { cards: new Map<number, MedicineCard>(), today: new Map() };
  const rows = await db
    // The stock as stored, not as a page may tell of it: the held units are taken off below.
    .select({ ...cardFaceColumns, offered: medicines.available, stock: medicines.stock })
    .from(medicines)
    .where(inArray(medicines.id, ids));
  const heldById = await heldUnits(db, ids, now);
  const today = new Map<number, TodaysMedicine>();
  const cards = new Map<number, MedicineCard>();
  for (const { offered, stock, ...row } of rows) {
    const freeUnits = Math.max(0, stock - (heldById.get(row.id) ?? 0));
    today.set(row.id, { ...row, offered, freeUnits });
    cards.set(row.id, {
      ...row,
      available: offered && freeUnits > 0,
      stock: Math.min(MAX_QUANTITY, freeUnits),
    });
  }
  return { cards, today };
}

async function earlierPrescription(db: Db, orderId: number) {
  const [pages] = await db
    .select({ uploadedAt: min(prescriptionFiles.createdAt) })
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.pharmacyOrderId, orderId));
  const [approved] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'prescription_approved')))
    .limit(1);
  return { uploadedAt: pages?.uploadedAt ?? null, approved: Boolean(approved) };
}

/** Fresh, unattached copies of the order's pages (their own files), or null if one is gone. */
async function copyPages(db: Db, storage: FileStorage, orderId: number) {
  const pages = await db
    .select()
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.pharmacyOrderId, orderId))
    .orderBy(asc(prescriptionFiles.id));
  const copies: { token: string; name: string }[] = [];
  for (const [i, page] of pages.entries()) {
    const file = await storage.open(page.storageKey);
    if (!file) return null;
    const bytes = new Uint8Array(await new Response(file.stream).arrayBuffer());
    const extension = page.storageKey.split('.').pop() ?? 'bin';
    const storageKey = await storage.put(PRESCRIPTION_FOLDER, bytes, extension);
    const token = randomBytes(24).toString('base64url');
    await db.insert(prescriptionFiles).values({
      token,
      storageKey,
      contentType: page.contentType,
      sizeBytes: page.sizeBytes,
    });
    copies.push({ token, name: `Earlier prescription, page ${i + 1}` });
  }
  return copies;
}

/** The reorder of the account's pharmacy order `reference`, or null (unknown or not its own). */
export async function reorderOrder(
  db: Db,
  storage: FileStorage,
  accountId: number,
  reference: string,
  now = new Date(),
): Promise<ReorderAnswer | null> {
  const order = await ownOrder(db, accountId, reference);
  if (order?.kind !== 'pharmacy') return null;
  const earlier = await db
    .select({ id: orderItems.medicineId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const lines = earlier.flatMap((l) => (l.id === null ? [] : [{ id: l.id, quantity: l.quantity }]));
  const { cards, today } = await todaysMedicines(
    db,
    lines.map((l) => l.id),
    now,
  );
  const { picked, leftOut } = pickLines(lines, today);
  const cartLines = picked.map((p) => ({
    ...cards.get(p.id)!,
    quantity: p.quantity,
    askedQuantity: p.asked,
  }));
  const verdict = prescriptionVerdict(
    cartLines.map((l) => l.schedule),
    await earlierPrescription(db, order.id),
    now,
  );
  const reused = verdict.kind === 'reuse' ? await copyPages(db, storage, order.id) : null;
  return {
    reference,
    lines: cartLines,
    leftOut,
    prescription: {
      needed: verdict.kind !== 'none',
      reused: reused ?? [],
      message:
        verdict.kind === 'none'
          ? null
          : verdict.kind === 'reuse' && reused
            ? REORDER_MESSAGES.reused(formatLongDate(verdict.validUntil))
            : REORDER_MESSAGES.newNeeded,
    },
  };
}
