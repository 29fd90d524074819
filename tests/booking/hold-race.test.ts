import { and, eq, inArray } from 'drizzle-orm';
import { appointments } from '@/lib/db/schema';
import { SlotTakenError } from '@/lib/api/errors';
import { appointmentOrderSchema } from '@/lib/booking/schema';
import { engines } from '../helpers/db';
import { NOW, TOMORROW, holdSlot, orderBody, testPayment, bookingWorld } from './fixtures';

describe.each(engines)('double booking on %s', (engine) => {
  const ctx = bookingWorld(engine, { per: 'file' });

  it('of 100 concurrent holds on one slot exactly one succeeds; the others are 409', async () => {
    const input = appointmentOrderSchema.cast(orderBody(ctx.world, `${TOMORROW} 12:30 PM`));
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        holdSlot(ctx.db, { ...input, name: `Patient ${i}` }, { now: NOW, payment: testPayment() }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(99);
    // Named one by one, so that a loser refused otherwise (seen once in CI, as a plain Error)
    // says what it was.
    const refusals = lost.map((r) =>
      r.reason instanceof SlotTakenError ? r.reason.status : String(r.reason),
    );
    expect(refusals).toEqual(Array.from({ length: 99 }, () => 409));

    const active = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.slotId, input.slotId),
          inArray(appointments.status, ['held', 'confirmed']),
        ),
      );
    expect(active).toHaveLength(1);
  });

  it('the database itself refuses a second active appointment for a slot', async () => {
    const input = appointmentOrderSchema.cast(orderBody(ctx.world, `${TOMORROW} 12:00 AM`));
    const first = await holdSlot(ctx.db, input, { now: NOW, payment: testPayment() });
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, first.appointmentId));
    // Bypassing the service entirely: the partial unique index still says no.
    await expect(
      ctx.db
        .insert(appointments)
        .values({ ...row, id: undefined, reference: 'SMH-DIRECTINSRT', status: 'confirmed' }),
    ).rejects.toThrow();
  });
});
