import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foreignId, reviewColumns, timestamptz, timestamptzNow } from './columns';
import { checkOneOf, trigramIndex } from './constraints';
import { doctorSlots, doctors } from './doctors';
import { branches } from './site';
import { ATTENDANCE, CONSULT_MODES, LEAD_STATUSES } from './constants';
import { accountColumns } from './accounts';

/** 'Book FREE Doctor Appointment' callback requests and the doctors-page consultation form. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    patientName: text('patient_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull().default(''),
    disease: text('disease').notNull(),
    address: text('address').notNull(),
    pageName: text('page_name').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** The desk's status of the lead and its note (lib/leads/status.ts). */
    ...reviewColumns(LEAD_STATUSES),
  },
  (t) => [
    index('callback_requests_created_idx').on(t.createdAt),
    index('callback_requests_status_idx').on(t.status, t.createdAt, t.id),
    checkOneOf('callback_requests_status_known', t.status, LEAD_STATUSES),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptzNow('created_at'),
    ...reviewColumns(LEAD_STATUSES),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_status_idx').on(t.status, t.createdAt, t.id),
    checkOneOf('contact_messages_status_known', t.status, LEAD_STATUSES),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', [
  'held',
  'confirmed',
  'expired',
  'cancelled',
]);
export const gender = pgEnum('gender', ['male', 'female', 'other']);
export const bookingType = pgEnum('booking_type', ['online', 'desk']);

/**
 * A paid appointment. While its patient pays it is `held` until `expiresAt`; the partial
 * unique index makes two held-or-confirmed appointments for one slot impossible.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    doctorId: foreignId('doctor_id', () => doctors.id, 'restrict'),
    slotId: foreignId('slot_id', () => doctorSlots.id, 'restrict'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    region: text('region').notNull().default(''),
    bookingType: bookingType('booking_type').notNull().default('online'),
    patientName: text('patient_name').notNull(),
    phone: text('phone').notNull(),
    gender: gender('gender').notNull(),
    disease: text('disease').notNull(),
    age: smallint('age').notNull(),
    email: text('email').notNull(),
    pincode: text('pincode').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** In the clinic (the spec's flow) or by video (issue 47), chosen with the slot. */
    mode: text('mode', { enum: CONSULT_MODES }).notNull().default('clinic'),
    status: appointmentStatus('status').notNull().default('held'),
    /**
     * What happened at the hospital to a confirmed booking (lib/booking/attendance.ts): null
     * until the patient checks in, then 'checked_in', 'completed' or 'no_show'.
     */
    attendance: text('attendance', { enum: ATTENDANCE }),
    /** Why the hospital cancelled a booking ('' otherwise). */
    cancelReason: text('cancel_reason').notNull().default(''),
    expiresAt: timestamptz('expires_at'),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: timestamptzNow('created_at'),
    /** The account that booked it, and for whom (issue 46); null for a guest's booking. */
    ...accountColumns(),
  },
  (t) => [
    index('appointments_account_idx').on(t.accountId, t.slotDate),
    // Guest bookings claimed by the phone an account verified (lib/accounts/claim.ts).
    index('appointments_guest_phone_idx')
      .on(t.phone)
      .where(sql`${t.accountId} is null`),
    uniqueIndex('appointments_active_slot_idx')
      .on(t.doctorId, t.slotDate, t.slotTime)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    index('appointments_slot_idx').on(t.slotId),
    index('appointments_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check('appointments_amount_positive', sql`${t.amountPaise} > 0`),
    checkOneOf('appointments_mode_known', t.mode, CONSULT_MODES),
    check('appointments_age_range', sql`${t.age} between 0 and 130`),
    check(
      'appointments_attendance_known',
      sql`${t.attendance} is null or ${t.attendance} in ('checked_in', 'completed', 'no_show')`,
    ),
    index('appointments_day_idx').on(t.slotDate, t.doctorId, t.slotTime),
    index('appointments_created_idx').on(t.createdAt, t.id),
    // The desk's search (ILIKE '%…%' on reference, name or phone) over every booking.
    trigramIndex('appointments_reference_trgm_idx', t.reference),
    trigramIndex('appointments_patient_trgm_idx', t.patientName),
    trigramIndex('appointments_phone_trgm_idx', t.phone),
  ],
);

/**
 * A doctor away for a day or a range of days (the front desk's, issue 15): the public picker
 * leaves those days out and the booking refuses them; confirmed appointments already inside are
 * listed for the desk to move or cancel.
 */
export const doctorLeaves = pgTable(
  'doctor_leaves',
  {
    id: serial('id').primaryKey(),
    doctorId: foreignId('doctor_id', () => doctors.id, 'cascade'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('doctor_leaves_doctor_idx').on(t.doctorId, t.toDate),
    check('doctor_leaves_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
