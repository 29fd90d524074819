import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { HoldLimitError } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { checkoutHolds, payments } from '@/lib/db/schema';
import { serverSecret } from '@/lib/security/server-secret';
import { HOLD_LIMITS, LAST_FEW_MESSAGE, holdLimitMessage, type HolderKind } from './hold-limits';
import type { Purpose } from './purchase';

/**
 * The checkout's holds (issue 48): who holds what an unpaid checkout reserves, limits per holder,
 * and the hold's two lifetimes. A hold is short until its buyer's checkout opens (an unopened
 * hold is a script's, or one whose answer a crashed server never sent), then extended once to the
 * full payment window, counted from when it was made: asking again never renews it.
 */

/** Who is holding, as the request says: its client address, and the buyer's phone and e-mail. */
export type HolderInput = { client: string; phone: string; email: string };

/** The same, as keyed digests: what is stored and compared. */
export type Holder = Record<HolderKind, string>;

const SECRET_NAME = 'checkout-holder';
/** The database's holder key, made by whichever instance needs it first. */
const holderSecret = (db: Db) => serverSecret(db, SECRET_NAME);

/** The last ten digits: '+91 98765 43210' and '9876543210' are one phone. */
function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * Keyed digests of the holder: equal inputs give equal digests, and without the database's key
 * a stored digest does not give back an address or a number.
 */
export async function holderOf(db: Db, input: HolderInput): Promise<Holder> {
  const key = await holderSecret(db);
  const digest = (kind: HolderKind, value: string) =>
    createHmac('sha256', key).update(`${kind}:${value}`).digest('hex').slice(0, 40);
  return {
    client: digest('client', input.client.trim().toLowerCase()),
    phone: digest('phone', normalisePhone(input.phone)),
    email: digest('email', input.email.trim().toLowerCase()),
  };
}

/** A hold that still counts: unpaid and not lapsed. */
function liveHold(now: Date): SQL {
  return and(gt(checkoutHolds.expiresAt, now), eq(payments.status, 'created'))!;
}

/** Live holds of `holder`, joined to their payment rows. */
function holderHoldsOn(holder: Holder, now: Date): SQL {
  return and(
    liveHold(now),
    or(
      eq(checkoutHolds.clientDigest, holder.client),
      eq(checkoutHolds.phoneDigest, holder.phone),
      eq(checkoutHolds.emailDigest, holder.email),
    ),
  )!;
}

/**
 * Takes a transaction lock per digest of the holder, so concurrent checkouts of one holder, on
 * any instance, are counted one after the other. Always in the same order, so two checkouts that
 * share digests never wait on each other in a circle.
 */
export async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  const locks = Object.values(holder)
    .map((digest) => BigInt(`0x${digest.slice(0, 15)}`))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
}

/**
 * Refuses a new hold of `purpose` when the holder's address, phone or e-mail already has its
 * limit of live ones (429 `hold_limit`, Retry-After when the first of them lapses). The word
 * that counts is said in the reserving transaction after lockHolder; asked before the provider
 * order is made, it spares the provider an order that could not be held.
 */
export async function refuseHoldHoarding(
  db: Db | Tx,
  purpose: Purpose,
  holder: Holder,
  now: Date,
): Promise<void> {
  const held = await db
    .select({
      client: checkoutHolds.clientDigest,
      phone: checkoutHolds.phoneDigest,
      email: checkoutHolds.emailDigest,
      expiresAt: checkoutHolds.expiresAt,
    })
    .from(checkoutHolds)
    .innerJoin(payments, eq(payments.id, checkoutHolds.paymentId))
    .where(and(eq(checkoutHolds.purpose, purpose), holderHoldsOn(holder, now)));
  const limits = HOLD_LIMITS[purpose];
  for (const kind of ['phone', 'email', 'client'] as const) {
    const mine = held.filter((row) => row[kind] === holder[kind]);
    if (mine.length < limits[kind]) continue;
    const first = Math.min(...mine.map((row) => row.expiresAt.getTime()));
    const seconds = Math.max(1, Math.ceil((first - now.getTime()) / 1000));
    throw new HoldLimitError(seconds, holdLimitMessage(purpose, kind, seconds));
  }
}

/**
 * When each live, unpaid hold of `holder` on what `scope` names lapses: `scope.table` is what the
 * purchase holds (appointments, stock_holds, lab_collection_holds), joined to the payment row by
 * `scope.on`, and `scope.where` picks the doctor's day, the window or the medicines.
 */
export async function heldEnds(
  tx: Tx,
  holder: Holder,
  now: Date,
  scope: { table: PgTable; on: SQL; where: SQL },
): Promise<Date[]> {
  const rows = await tx
    .select({ expiresAt: checkoutHolds.expiresAt })
    .from(checkoutHolds)
    .innerJoin(payments, eq(payments.id, checkoutHolds.paymentId))
    .innerJoin(scope.table, scope.on)
    .where(and(scope.where, holderHoldsOn(holder, now)));
  return rows.map((row) => row.expiresAt);
}

/**
 * Refuses one of the last few places of a doctor's day or a collection window to a holder who
 * already holds one there (`heldEnds`: when those holds lapse), so no one holds them all.
 */
export function refuseSecondScarceHold(
  purpose: keyof typeof LAST_FEW_MESSAGE,
  heldEnds: Date[],
  now: Date,
): void {
  if (heldEnds.length === 0) return;
  const first = Math.min(...heldEnds.map((end) => end.getTime()));
  throw new HoldLimitError(
    Math.max(1, Math.ceil((first - now.getTime()) / 1000)),
    LAST_FEW_MESSAGE[purpose],
  );
}

/** Writes who holds the payment's reservation. */
export async function recordHold(
  tx: Tx,
  paymentId: number,
  purpose: Purpose,
  holder: Holder,
  times: { now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(checkoutHolds).values({
    paymentId,
    purpose,
    clientDigest: holder.client,
    phoneDigest: holder.phone,
    emailDigest: holder.email,
    createdAt: times.now,
    expiresAt: times.expiresAt,
  });
}

/**
 * Forgets up to 100 holds a day past their end (their digests are no longer needed), outside any
 * checkout's transaction and skipping rows another instance is deleting, so it never waits.
 */
export async function forgetOldHolds(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.execute(sql`
    delete from ${checkoutHolds} where ${checkoutHolds.paymentId} in (
      select ${checkoutHolds.paymentId} from ${checkoutHolds}
      where ${checkoutHolds.expiresAt} < ${dayAgo}
      limit 100 for update skip locked)`);
}

/** A payment row and its hold, locked, for the opening of its checkout. */
export async function lockHoldOfOrder(tx: Tx, providerOrderId: string) {
  const [row] = await tx
    .select({ payment: payments, hold: checkoutHolds })
    .from(payments)
    .leftJoin(checkoutHolds, eq(checkoutHolds.paymentId, payments.id))
    .where(eq(payments.providerOrderId, providerOrderId))
    .for('update', { of: payments });
  return row;
}

/** Marks the hold opened with its new end (the purchase moves its own reservation's end). */
export async function markHoldOpened(tx: Tx, paymentId: number, now: Date, expiresAt: Date) {
  await tx
    .update(checkoutHolds)
    .set({ openedAt: now, expiresAt })
    .where(eq(checkoutHolds.paymentId, paymentId));
}
