/**
 * Writes schedules: every doctor with a weekly pattern gets slots for today .. today + 13.
 * Existing slots are left alone (ON CONFLICT DO NOTHING on the (doctor, date, time) index),
 * so running it again, or on a later day, only adds what is missing.
 */
import { count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/open';
import { appointments, departments, doctorSlots, doctors } from '../db/schema';
import { eachChunk, inChunks } from './batch';
import { buildDoctors } from './content/doctors';
import { demoAppointment, isDemoBooked, type DemoDoctor } from './demo-bookings';
import { doctorSlotsForDate, scheduleDates } from './schedules';
import { seededSlotMode } from './content/video-doctors';

/** Returns the number of slots added. */
export async function writeSchedules(db: Db, today: string): Promise<number> {
  const staff: DemoDoctor[] = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      pricePaise: doctors.pricePaise,
      videoPricePaise: doctors.videoPricePaise,
      branchId: doctors.branchId,
      department: departments.name,
    })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id));

  // Days that already hold all their slots are skipped, so a restart costs one small query.
  const existing = await db
    .select({ doctorId: doctorSlots.doctorId, date: doctorSlots.date, n: count() })
    .from(doctorSlots)
    .where(gte(doctorSlots.date, today))
    .groupBy(doctorSlots.doctorId, doctorSlots.date);
  const present = new Map(existing.map((r) => [`${r.doctorId}:${r.date}`, r.n]));
  const dates = scheduleDates(today);
  const wanted = staff.flatMap((d) =>
    dates.flatMap((date) => {
      const slots = doctorSlotsForDate(d.slug, date);
      if ((present.get(`${d.id}:${date}`) ?? 0) >= slots.length) return [];
      // A doctor with a video fee (today, as the console set it) gets video and either slots.
      return slots.map(({ lastOfSession, ...s }) => ({
        ...s,
        doctorId: d.id,
        mode: seededSlotMode(d.videoPricePaise !== null, s.startMinute, lastOfSession),
      }));
    }),
  );
  const added = await inChunks(wanted, (chunk) =>
    db
      .insert(doctorSlots)
      .values(chunk)
      .onConflictDoNothing({ target: [doctorSlots.doctorId, doctorSlots.date, doctorSlots.time] })
      .returning({
        id: doctorSlots.id,
        doctorId: doctorSlots.doctorId,
        date: doctorSlots.date,
        time: doctorSlots.time,
        startMinute: doctorSlots.startMinute,
        mode: doctorSlots.mode,
      }),
  );

  // Only the demo doctors get fictional desk bookings, and only on slots created just now.
  const demo = new Set(buildDoctors().map((d) => d.slug));
  const byId = new Map(staff.map((d) => [d.id, d]));
  const bookings = added.flatMap((slot) => {
    const doctor = byId.get(slot.doctorId)!;
    return demo.has(doctor.slug) && isDemoBooked(doctor.slug, slot.date, slot.time)
      ? [demoAppointment(doctor, slot, today)]
      : [];
  });
  await eachChunk(bookings, (chunk) => db.insert(appointments).values(chunk).onConflictDoNothing());
  return added.length;
}
