import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { labCollectionAreas, labCollectionHolds, payments } from '@/lib/db/schema';
import { heldEnds, type Holder } from '@/lib/checkout/holds';
import { indiaNow } from '@/lib/time/india';
import {
  collectionDates,
  isWindowOpen,
  WINDOW_STARTS,
  windowLabel,
  windowValue,
} from './booking-rules';

/**
 * Home-collection windows (issue 17). Each serviceable pincode has a capacity per 30-minute
 * window; a window's places are taken by live holds (a checkout being paid) and by booked orders
 * (lab_collection_holds). Reserving a place locks the area's row first, so on PostgreSQL two
 * checkouts of the last place are serialised and the second counts the first's hold: the
 * capacity holds under concurrency, as a doctor's slot does.
 */

export type CollectionArea = { pincode: string; area: string; windowCapacity: number };

export type CollectionWindow = { time: string; label: string; left: number; open: boolean };
export type CollectionDay = { date: string; windows: CollectionWindow[] };

const areaColumns = {
  pincode: labCollectionAreas.pincode,
  area: labCollectionAreas.area,
  windowCapacity: labCollectionAreas.windowCapacity,
};

/** The active collection area of a pincode, or null: samples are not collected there. */
export async function findCollectionArea(db: Db | Tx, pincode: string) {
  const [row] = await db
    .select(areaColumns)
    .from(labCollectionAreas)
    .where(and(eq(labCollectionAreas.pincode, pincode), eq(labCollectionAreas.active, true)))
    .limit(1);
  return (row ?? null) as CollectionArea | null;
}

export function notCollectedMessage(pincode: string): string {
  return `Home sample collection is not available at pincode ${pincode} yet`;
}

/** A hold takes a place while it is being paid (until it lapses) and for good once booked. */
const takesPlace = (now: Date) =>
  or(isNotNull(labCollectionHolds.orderId), gt(labCollectionHolds.expiresAt, now));

/** Places taken in each of the area's windows on `dates`, by 'date minute'. */
async function placesTaken(db: Db | Tx, pincode: string, dates: string[], now: Date) {
  const rows = await db
    .select({
      date: labCollectionHolds.collectionDate,
      minute: labCollectionHolds.collectionMinute,
      taken: sql<number>`cast(count(*) as integer)`,
    })
    .from(labCollectionHolds)
    .where(
      and(
        eq(labCollectionHolds.pincode, pincode),
        inArray(labCollectionHolds.collectionDate, dates),
        takesPlace(now),
      ),
    )
    .groupBy(labCollectionHolds.collectionDate, labCollectionHolds.collectionMinute);
  return new Map(rows.map((r) => [`${r.date} ${r.minute}`, Number(r.taken)]));
}

/** The seven days of windows offered for an area at `now`, with the places left in each. */
export async function collectionDays(
  db: Db,
  area: CollectionArea,
  now: Date = new Date(),
): Promise<CollectionDay[]> {
  const india = indiaNow(now);
  const dates = collectionDates(india);
  const taken = await placesTaken(db, area.pincode, dates, now);
  return dates.map((date) => ({
    date,
    windows: WINDOW_STARTS.map((minute) => {
      const left = Math.max(0, area.windowCapacity - (taken.get(`${date} ${minute}`) ?? 0));
      return {
        time: windowValue(minute),
        label: windowLabel(minute),
        left,
        open: isWindowOpen(date, minute, india) && left > 0,
      };
    }),
  }));
}

export type WindowRef = { pincode: string; date: string; minute: number };

/**
 * Locks the area's row and counts the places other payments hold or have booked in the window.
 * Runs in the caller's transaction; the lock lasts until it commits. Null: the area is gone.
 */
export async function lockAndCountWindow(
  tx: Tx,
  w: WindowRef,
  now: Date,
  ownPaymentId?: number,
): Promise<{ capacity: number; takenByOthers: number } | null> {
  const [area] = await tx
    .select({ capacity: labCollectionAreas.windowCapacity })
    .from(labCollectionAreas)
    .where(eq(labCollectionAreas.pincode, w.pincode))
    .for('update');
  if (!area) return null;
  const [row] = await tx
    .select({ taken: sql<number>`cast(count(*) as integer)` })
    .from(labCollectionHolds)
    .where(
      and(
        eq(labCollectionHolds.pincode, w.pincode),
        eq(labCollectionHolds.collectionDate, w.date),
        eq(labCollectionHolds.collectionMinute, w.minute),
        takesPlace(now),
        ownPaymentId === undefined ? undefined : ne(labCollectionHolds.paymentId, ownPaymentId),
      ),
    );
  return { capacity: area.capacity, takenByOthers: Number(row?.taken ?? 0) };
}

/**
 * Holds a place for a payment until `expiresAt`, or for good for an order (`expiresAt` null),
 * once lockAndCountWindow has found one free in the same transaction.
 */
export async function holdWindow(
  tx: Tx,
  paymentId: number,
  w: WindowRef,
  expiresAt: Date | null,
  orderId?: number,
) {
  await tx.insert(labCollectionHolds).values({
    paymentId,
    pincode: w.pincode,
    collectionDate: w.date,
    collectionMinute: w.minute,
    expiresAt,
    orderId,
  });
}

/** The payment's hold becomes the order's place, for good; false when it has no hold left. */
export async function bookWindow(tx: Tx, paymentId: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(labCollectionHolds)
    .set({ orderId, expiresAt: null })
    .where(eq(labCollectionHolds.paymentId, paymentId))
    .returning({ id: labCollectionHolds.id });
  return rows.length > 0;
}

/**
 * Deletes the area's lapsed, unpaid holds (abandoned checkouts), after lockAndCountWindow: they no
 * longer count, and a payment that still arrives for one takes a place anew when it settles.
 */
export async function clearLapsedHolds(tx: Tx, pincode: string, now: Date) {
  await tx
    .delete(labCollectionHolds)
    .where(
      and(
        eq(labCollectionHolds.pincode, pincode),
        isNull(labCollectionHolds.orderId),
        lte(labCollectionHolds.expiresAt, now),
      ),
    );
}

/** A failed or abandoned checkout gives its place back at once. */
/** The payment's unbooked place is held until `expiresAt` (its checkout opened). */
export async function moveWindowHold(tx: Tx, paymentId: number, expiresAt: Date) {
  await tx
    .update(labCollectionHolds)
    .set({ expiresAt })
    .where(and(eq(labCollectionHolds.paymentId, paymentId), isNull(labCollectionHolds.orderId)));
}

/** When each live, unpaid place `holder` holds in the window lapses. */
export function holdsInWindow(tx: Tx, w: WindowRef, holder: Holder, now: Date) {
  return heldEnds(tx, holder, now, {
    table: labCollectionHolds,
    on: eq(labCollectionHolds.paymentId, payments.id),
    where: and(
      eq(labCollectionHolds.pincode, w.pincode),
      eq(labCollectionHolds.collectionDate, w.date),
      eq(labCollectionHolds.collectionMinute, w.minute),
      isNull(labCollectionHolds.orderId),
    )!,
  });
}

export async function releaseWindow(tx: Tx, paymentId: number) {
  await tx
    .delete(labCollectionHolds)
    .where(
      and(eq(labCollectionHolds.paymentId, paymentId), sql`${labCollectionHolds.orderId} is null`),
    );
}
