import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { appointments, ePrescriptions, orders } from '@/lib/db/schema';

/**
 * A guest's bookings and orders made with the phone an account has just verified become the
 * account's (issue 46): called in the transaction that accepts the phone's sign-in code, and
 * never before, so typing someone's number into a guest form shows nothing of theirs to anyone.
 * Records another account already owns are left alone. The e-prescriptions of claimed bookings
 * come with them (a doctor may have signed one while the booking was a guest's). Returns how many
 * were claimed.
 */
export async function claimGuestRecords(tx: Tx, accountId: number, phone: string) {
  const bookings = await tx
    .update(appointments)
    .set({ accountId })
    .where(and(eq(appointments.phone, phone), isNull(appointments.accountId)))
    .returning({ id: appointments.id });
  if (bookings.length > 0) {
    await tx
      .update(ePrescriptions)
      .set({ accountId })
      .where(
        and(
          inArray(
            ePrescriptions.appointmentId,
            bookings.map((b) => b.id),
          ),
          isNull(ePrescriptions.accountId),
        ),
      );
  }
  const bought = await tx
    .update(orders)
    .set({ accountId })
    .where(and(eq(orders.phone, phone), isNull(orders.accountId)))
    .returning({ id: orders.id });
  return { appointments: bookings.length, orders: bought.length };
}
