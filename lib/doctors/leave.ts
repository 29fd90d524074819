import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a doctor is on leave (doctor_leaves) on a date: the one condition the public picker and
 * the booking both use, so a day the desk has marked cannot be shown nor booked. `doctorId` and
 * `date` are the SQL of the row being judged.
 */
export function onLeave(doctorId: SQL | string, date: SQL | string): SQL<boolean> {
  const d = typeof doctorId === 'string' ? sql.raw(doctorId) : doctorId;
  const day = typeof date === 'string' ? sql.raw(date) : date;
  return sql<boolean>`exists (
    select 1 from doctor_leaves l
    where l.doctor_id = ${d} and ${day} between l.from_date and l.to_date
  )`;
}
