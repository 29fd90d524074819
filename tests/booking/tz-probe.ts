/**
 * Run by india-time-zones.test.ts in a child process with TZ set (jest cannot change the zone of
 * its own process): applies the India-time rules and real holds on PGlite at one instant (past
 * slots, and dates outside the doctor's schedule), and prints what it saw as JSON.
 */
import { isSlotUnavailable } from '@/lib/booking/slots';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { indiaNow } from '@/lib/time/india';
import { appointmentOrderSchema } from '@/lib/booking/schema';
import { createTestDb } from '../helpers/db';
import { createWorld, holdSlot, orderBody, testPayment } from './fixtures';

/** 00:30 on 16 March in India; still 15 March in New York and in UTC. */
const INSTANT = new Date('2030-03-15T19:00:00Z');

async function main() {
  const t = await createTestDb('pglite');
  try {
    const world = await createWorld(t.db, [
      { date: '2030-03-15', minute: 23 * 60 },
      { date: '2030-03-16', minute: 0 },
      { date: '2030-03-16', minute: 12 * 60 + 30 },
    ]);
    const hold = (key: string) =>
      holdSlot(t.db, appointmentOrderSchema.cast(orderBody(world, key)), {
        now: INSTANT,
        payment: testPayment(),
      }).then(
        () => 'held',
        (error: { status?: number }) => error.status ?? 'error',
      );
    const refusal = (key: string, date: string) =>
      holdSlot(t.db, appointmentOrderSchema.cast(orderBody(world, key, { date })), {
        now: INSTANT,
        payment: testPayment(),
      }).then(
        () => 'held',
        (error: { status?: number; message?: string }) => `${error.status} ${error.message}`,
      );
    const now = indiaNow(INSTANT);
    const slot = (time: string) => ({ _id: '1', time, isBooked: false });
    const days = (await getDoctorSchedule(t.db, world.doctorId, INSTANT)) ?? [];
    const report = {
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      localDate: INSTANT.getDate(),
      indiaNow: now,
      unavailable: ['12:00 AM', '12:30 PM'].map((time) =>
        isSlotUnavailable('16/03/2030', slot(time), now),
      ),
      // Before the slot is held, so a date check that let these through would hold it here.
      // 15 March is the server's own date in UTC and New York; 17 March has no schedule.
      outsideSchedule: [
        await refusal('2030-03-16 12:30 PM', '15/03/2030'),
        await refusal('2030-03-16 12:30 PM', '17/03/2030'),
      ],
      holds: [
        await hold('2030-03-15 11:00 PM'),
        await hold('2030-03-16 12:00 AM'),
        await hold('2030-03-16 12:30 PM'),
      ],
      schedule: days.map((d) => [d.date, ...d.morning.map((s) => `${s.time}:${s.isBooked}`)]),
    };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await t.close();
  }
}

void main();
