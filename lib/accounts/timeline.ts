import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { accountPatients } from '@/lib/db/schema';
import { LAB_STATUS_LABELS, windowLabel, type LabOrderStatus } from '@/lib/lab/booking-rules';
import { invoicedOrders } from '@/lib/invoices/documents';
import { reportsOfOrders } from '@/lib/lab/report-file';
import { linesOfOrders } from '@/lib/orders/lines';
import { accountOrders } from '@/lib/orders/tracking';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/pharmacy/order-status';
import { prescriptionsOfOrders } from '@/lib/pharmacy/prescription-file';
import { readAccountBookings, type AccountBooking } from '@/lib/self-service/booking';
import { formatLongDate } from '@/lib/time/long-date';

/**
 * One account's timeline (issue 46): every booking and order whose `account_id` is the account's
 * (bought signed in, or made as a guest with the phone it verified and claimed then:
 * lib/accounts/claim.ts), grouped by the family member each is for. In each group the bookings
 * still ahead come first, the next one first; then everything else, newest first. Each record is
 * read through its own domain's reads (lib/self-service/booking.ts, lib/orders, lib/lab,
 * lib/pharmacy), so a rule of what a patient may see is written once.
 */

export type TimelineBooking = AccountBooking & { kind: 'appointment'; at: Date };

type OrderBase = {
  id: number;
  reference: string;
  patientId: number | null;
  /** When it was bought. */
  at: Date;
  statusLabel: string;
  totalPaise: number;
  lines: { name: string; quantity: number }[];
};

export type TimelinePharmacyOrder = OrderBase & {
  kind: 'pharmacy';
  /** '27/11/2026, 06:00 PM', as the order stores its expected delivery. */
  expected: string;
  /** Its GST tax invoice is issued (lib/invoices), so the timeline offers it. */
  invoiced: boolean;
  prescriptions: { id: number; contentType: string; uploadedAt: Date }[];
};

export type TimelineLabOrder = OrderBase & {
  kind: 'lab';
  /** '27 November 2026, 06:30 AM - 07:00 AM'. */
  collection: string;
  report: { sizeBytes: number; uploadedAt: Date } | null;
};

export type TimelineItem = TimelineBooking | TimelinePharmacyOrder | TimelineLabOrder;

export const UNASSIGNED_TITLE = 'Not assigned to a family member';

export type TimelineGroup = {
  /** The family member (account_patients.id); null for records made for no one in particular. */
  patientId: number | null;
  title: string;
  /** 'self' for the account holder, the family member's relationship, null for the unassigned. */
  relationship: string | null;
  items: TimelineItem[];
};

/** The account's people: its holder first, then its family members as they were added. */
function membersOf(db: Db, accountId: number) {
  return db
    .select({
      id: accountPatients.id,
      name: accountPatients.name,
      relationship: accountPatients.relationship,
    })
    .from(accountPatients)
    .where(eq(accountPatients.accountId, accountId))
    .orderBy(desc(sql`${accountPatients.relationship} = 'self'`), asc(accountPatients.id));
}

async function ordersOf(db: Db, accountId: number): Promise<TimelineItem[]> {
  const rows = await accountOrders(db, accountId);
  const ids = (kind: 'pharmacy' | 'lab') => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const [lines, reports, prescriptions, invoiced] = await Promise.all([
    linesOfOrders(
      db,
      rows.map((r) => r.id),
    ),
    reportsOfOrders(db, ids('lab')),
    prescriptionsOfOrders(db, ids('pharmacy')),
    invoicedOrders(db, ids('pharmacy')),
  ]);
  return rows.map((row): TimelineItem => {
    const base = {
      id: row.id,
      reference: row.reference,
      patientId: row.patientId,
      at: row.createdAt,
      totalPaise: row.totalPaise,
      lines: lines.get(row.id) ?? [],
    };
    return row.kind === 'pharmacy'
      ? {
          ...base,
          kind: 'pharmacy',
          statusLabel: ORDER_STATUS_LABELS[row.status as OrderStatus],
          expected: `${row.expectedDate ?? ''}, ${row.expectedTime ?? ''}`,
          prescriptions: prescriptions.get(row.id) ?? [],
          invoiced: invoiced.has(row.id),
        }
      : {
          ...base,
          kind: 'lab',
          statusLabel: LAB_STATUS_LABELS[row.status as LabOrderStatus],
          collection: `${formatLongDate(row.collectionDate ?? '')}, ${windowLabel(row.collectionMinute ?? 0)}`,
          report: reports.get(row.id) ?? null,
        };
  });
}

/** Bookings still ahead first, the next one first; then the rest, newest first. */
export function timelineOrder(a: TimelineItem, b: TimelineItem): number {
  const ahead = (item: TimelineItem) => item.kind === 'appointment' && item.upcoming;
  if (ahead(a) !== ahead(b)) return ahead(a) ? -1 : 1;
  const sign = ahead(a) ? 1 : -1;
  return sign * (a.at.getTime() - b.at.getTime()) || sign * (a.id - b.id);
}

/**
 * The timeline of account `accountId`: one group per person of the account (the holder first,
 * even with nothing in it), then the records for no one of them, when there are any.
 */
export async function readTimeline(
  db: Db,
  accountId: number,
  now = new Date(),
): Promise<TimelineGroup[]> {
  const [members, bookings, bought] = await Promise.all([
    membersOf(db, accountId),
    readAccountBookings(db, accountId, now),
    ordersOf(db, accountId),
  ]);
  const items: TimelineItem[] = [
    ...bookings.map((b): TimelineBooking => ({ ...b, kind: 'appointment', at: b.startsAt })),
    ...bought,
  ].sort(timelineOrder);
  const known = new Set(members.map((m) => m.id));
  const groups: TimelineGroup[] = members.map((member) => ({
    patientId: member.id,
    title: member.name,
    relationship: member.relationship,
    items: items.filter((item) => item.patientId === member.id),
  }));
  const unassigned = items.filter((item) => item.patientId === null || !known.has(item.patientId));
  if (unassigned.length) {
    groups.push({
      patientId: null,
      title: UNASSIGNED_TITLE,
      relationship: null,
      items: unassigned,
    });
  }
  return groups;
}
