import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { appointments, doctorSlots, payments } from '@/lib/db/schema';
import { indiaNow } from '@/lib/time/india';
import { heldEnds, type Holder } from '../checkout/holds';

/**
 * How scarce a doctor's day is, for the hold limits (lib/checkout/hold-limits.ts): the times
 * still free, and the holds one holder already has on that day.
 */

/** A live hold or a booking has the slot (the same rule as isSlotTaken, for SQL). */
const slotTakenSql = (now: Date) => sql`exists (
  select 1 from ${appointments}
  where ${appointments.slotId} = ${doctorSlots.id}
    and (${appointments.status} = 'confirmed'
      or (${appointments.status} = 'held' and ${appointments.expiresAt} > ${now})))`;

/** How many of the doctor's times on `date` are still free and to come. */
export async function freeTimesOfDay(tx: Tx, doctorId: number, date: string, now: Date) {
  const india = indiaNow(now);
  const [row] = await tx
    .select({ free: sql<number>`cast(count(*) as integer)` })
    .from(doctorSlots)
    .where(
      and(
        eq(doctorSlots.doctorId, doctorId),
        eq(doctorSlots.date, date),
        date === india.date ? gt(doctorSlots.startMinute, india.minuteOfDay) : undefined,
        sql`not ${slotTakenSql(now)}`,
      ),
    );
  return Number(row?.free ?? 0);
}

/** When each live, unpaid hold of `holder` on the doctor's `date` lapses. */
export function holdsOfDay(tx: Tx, doctorId: number, date: string, holder: Holder, now: Date) {
  return heldEnds(tx, holder, now, {
    table: appointments,
    on: eq(appointments.id, payments.appointmentId),
    where: and(
      eq(appointments.doctorId, doctorId),
      eq(appointments.slotDate, date),
      eq(appointments.status, 'held'),
    )!,
  });
}
