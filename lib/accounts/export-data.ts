import 'server-only';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import {
  accountAddresses,
  accountPatients,
  accounts,
  accountSessions,
  appointments,
  doctors,
  invoices,
  labReports,
  labTests,
  medicines,
  orderEvents,
  orderItems,
  orderPatients,
  orders,
  prescriptionFiles,
  privacyRequests,
} from '@/lib/db/schema';
import { consentHistory, currentConsents } from './consent';
import { ERASED_AT_ONCE, RETENTION_RULES } from './retention';

/**
 * Everything held about an account and its family members (DPDP Act 2023 s.11: a summary of the
 * personal data processed and the processing), read for the privacy centre's export. Only rows
 * whose `account_id` is the account's are read: a guest booking made with the same phone and not
 * yet claimed belongs to no account, and another account's rows are never reachable from here.
 * Files (a report's PDF, a prescription's pages) appear as metadata; the report itself is
 * downloaded from the timeline.
 */

export const EXPORT_FORMAT = 'saithunga-account-export/1';

async function ordersOf(db: Db | Tx, accountId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((o) => o.id);
  if (ids.length === 0) return [];
  const [items, events, people, reports, rx, bills] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        kind: orderItems.kind,
        medicine: medicines.name,
        labTest: labTests.name,
        quantity: orderItems.quantity,
        unitPricePaise: orderItems.unitPricePaise,
        unitMrpPaise: orderItems.unitMrpPaise,
        hsnCode: orderItems.hsnCode,
        gstPercent: orderItems.gstPercent,
      })
      .from(orderItems)
      .leftJoin(medicines, eq(medicines.id, orderItems.medicineId))
      .leftJoin(labTests, eq(labTests.id, orderItems.labTestId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({
        orderId: orderPatients.orderId,
        name: orderPatients.name,
        age: orderPatients.age,
        gender: orderPatients.gender,
      })
      .from(orderPatients)
      .where(inArray(orderPatients.orderId, ids)),
    db
      .select({
        orderId: labReports.orderId,
        sizeBytes: labReports.sizeBytes,
        uploadedAt: labReports.uploadedAt,
      })
      .from(labReports)
      .where(inArray(labReports.orderId, ids)),
    db
      .select({
        orderId: prescriptionFiles.pharmacyOrderId,
        contentType: prescriptionFiles.contentType,
        sizeBytes: prescriptionFiles.sizeBytes,
        uploadedAt: prescriptionFiles.createdAt,
      })
      .from(prescriptionFiles)
      .where(inArray(prescriptionFiles.pharmacyOrderId, ids)),
    db
      .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
  ]);
  const of = <T extends { orderId: number | null }>(list: T[], id: number) =>
    list
      .filter((row) => row.orderId === id)
      .map((row) => {
        const { orderId, ...rest } = row;
        void orderId;
        return rest;
      });
  return rows.map((o) => ({
    reference: o.reference,
    kind: o.kind,
    status: o.status,
    placedAt: o.createdAt,
    name: o.name,
    phone: o.phone,
    email: o.email,
    address: o.address,
    pincode: o.pincode,
    familyMemberId: o.patientId,
    subtotalPaise: o.subtotalPaise,
    discountPaise: o.discountPaise,
    couponCode: o.couponCode,
    deliveryFeePaise: o.deliveryFeePaise,
    totalPaise: o.totalPaise,
    expectedDate: o.expectedDate,
    expectedTime: o.expectedTime,
    collectionDate: o.collectionDate,
    collectionMinute: o.collectionMinute,
    items: of(items, o.id),
    history: of(events, o.id),
    labPatients: of(people, o.id),
    labReport: of(reports, o.id)[0] ?? null,
    prescriptions: of(rx, o.id),
    invoice: of(bills, o.id)[0] ?? null,
  }));
}

/** The export as one JSON-able object, or null when the account does not exist. */
export async function collectAccountData(db: Db | Tx, accountId: number, now = new Date()) {
  const [account] = await db
    .select({
      phone: accounts.phone,
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      createdAt: accounts.createdAt,
      lastSignInAt: accounts.lastSignInAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return null;
  const [patients, addresses, consents, ledger, [sessions], bookings, bought, requests] =
    await Promise.all([
      db
        .select({
          id: accountPatients.id,
          relationship: accountPatients.relationship,
          name: accountPatients.name,
          birthDate: accountPatients.birthDate,
          gender: accountPatients.gender,
          createdAt: accountPatients.createdAt,
          updatedAt: accountPatients.updatedAt,
        })
        .from(accountPatients)
        .where(eq(accountPatients.accountId, accountId))
        .orderBy(asc(accountPatients.id)),
      db
        .select({
          label: accountAddresses.label,
          address: accountAddresses.address,
          pincode: accountAddresses.pincode,
          createdAt: accountAddresses.createdAt,
        })
        .from(accountAddresses)
        .where(eq(accountAddresses.accountId, accountId))
        .orderBy(asc(accountAddresses.id)),
      currentConsents(db, accountId),
      consentHistory(db, accountId),
      db
        .select({ n: count() })
        .from(accountSessions)
        .where(eq(accountSessions.accountId, accountId)),
      db
        .select({
          reference: appointments.reference,
          doctor: doctors.name,
          date: appointments.slotDate,
          time: appointments.slotTime,
          status: appointments.status,
          attendance: appointments.attendance,
          patientName: appointments.patientName,
          phone: appointments.phone,
          email: appointments.email,
          gender: appointments.gender,
          age: appointments.age,
          reason: appointments.disease,
          pincode: appointments.pincode,
          amountPaise: appointments.amountPaise,
          familyMemberId: appointments.patientId,
          bookedAt: appointments.createdAt,
        })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(eq(appointments.accountId, accountId))
        .orderBy(asc(appointments.slotDate), asc(appointments.id)),
      ordersOf(db, accountId),
      db
        .select({
          kind: privacyRequests.kind,
          status: privacyRequests.status,
          outcome: privacyRequests.outcome,
          at: privacyRequests.createdAt,
        })
        .from(privacyRequests)
        .where(eq(privacyRequests.accountId, accountId))
        .orderBy(asc(privacyRequests.createdAt), asc(privacyRequests.id)),
    ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now,
    account,
    familyMembers: patients,
    addresses,
    consents: { current: consents, history: ledger },
    signedInBrowsers: sessions.n,
    appointments: bookings,
    pharmacyOrders: bought.filter((o) => o.kind === 'pharmacy'),
    labOrders: bought.filter((o) => o.kind === 'lab'),
    privacyRequests: requests,
    retention: { erasedAtOnce: ERASED_AT_ONCE, keptByLaw: RETENTION_RULES },
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;
