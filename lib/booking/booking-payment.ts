import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { payments } from '@/lib/db/schema';

/**
 * The payment that bought booking `appointmentId` (an id, or the appointments' id column in a
 * join): paid, and not one that arrived after its hold lapsed (a late payment is refunded on its
 * own, lib/checkout/staff-refunds.ts).
 */
export function bookingPayment(appointmentId: number | AnyPgColumn) {
  return and(
    eq(payments.appointmentId, appointmentId),
    eq(payments.status, 'paid'),
    eq(payments.refundDue, false),
  );
}
