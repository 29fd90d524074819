import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountColumns } from './accounts';
import { appointments, gender } from './booking';
import { foreignId, timestamptz, timestamptzNow } from './columns';
import {
  CONSULT_MODES,
  CONSULT_SIDES,
  CONSULTATION_TYPES,
  PRESCRIPTION_ITEM_KINDS,
} from './constants';
import { checkOneOf } from './constraints';
import { doctors } from './doctors';
import { labTests } from './lab';
import { orders } from './orders';
import { medicines } from './pharmacy';

/**
 * What happens around one video appointment (issue 47): who joined when, how it ended, and the
 * doctor's notes. Made the first time either side opens the room. No audio or video is kept:
 * the call runs browser to browser.
 */
export const consultations = pgTable(
  'consultations',
  {
    appointmentId: integer('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorJoinedAt: timestamptz('doctor_joined_at'),
    patientJoinedAt: timestamptz('patient_joined_at'),
    /** The patient asked for a phone call instead (no camera or microphone would work). */
    phoneCallRequestedAt: timestamptz('phone_call_requested_at'),
    endedAt: timestamptz('ended_at'),
    endedBy: text('ended_by', { enum: CONSULT_SIDES }),
    /** The doctor's consultation notes (plain text, for the doctor and the hospital only). */
    notes: text('notes').notNull().default(''),
    notesUpdatedAt: timestamptz('notes_updated_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    check(
      'consultations_ended_by_known',
      sql`${t.endedBy} is null or ${t.endedBy} in ('doctor', 'patient')`,
    ),
  ],
);

/**
 * The consultation's chat, kept as the Telemedicine Practice Guidelines ask a doctor to keep the
 * record of a teleconsultation. A message is text, or a file the patient shared (`fileId`).
 */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: foreignId('appointment_id', () => appointments.id, 'cascade'),
    sender: text('sender', { enum: CONSULT_SIDES }).notNull(),
    body: text('body').notNull().default(''),
    fileId: integer('file_id').references(() => consultationFiles.id, { onDelete: 'set null' }),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('consultation_messages_appointment_idx').on(t.appointmentId, t.id),
    checkOneOf('consultation_messages_sender_known', t.sender, CONSULT_SIDES),
  ],
);

/**
 * A file the patient shared in the room (an earlier report): stored outside public/ under a
 * generated key, opened only by the two sides of the call (and audited when the doctor opens it).
 */
export const consultationFiles = pgTable(
  'consultation_files',
  {
    id: serial('id').primaryKey(),
    appointmentId: foreignId('appointment_id', () => appointments.id, 'cascade'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('consultation_files_appointment_idx').on(t.appointmentId)],
);

/**
 * A signed e-prescription (issue 47), written by the appointment's doctor. What it says about the
 * doctor and the patient is copied at signing, so the document never changes afterwards; the
 * consultation type is decided by the server from the patient's earlier visits, not chosen.
 */
export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: serial('id').primaryKey(),
    /** Printed on the PDF and typed at /prescriptions/verify: random, unguessable. */
    verificationCode: text('verification_code').notNull().unique(),
    appointmentId: foreignId('appointment_id', () => appointments.id, 'restrict'),
    doctorId: foreignId('doctor_id', () => doctors.id, 'restrict'),
    doctorName: text('doctor_name').notNull(),
    doctorQualifications: text('doctor_qualifications').notNull(),
    doctorRegistration: text('doctor_registration').notNull(),
    patientName: text('patient_name').notNull(),
    patientAge: smallint('patient_age').notNull(),
    patientGender: gender('patient_gender').notNull(),
    mode: text('mode', { enum: CONSULT_MODES }).notNull(),
    consultationType: text('consultation_type', { enum: CONSULTATION_TYPES }).notNull(),
    diagnosis: text('diagnosis').notNull(),
    advice: text('advice').notNull().default(''),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    signedAt: timestamptzNow('signed_at'),
    /** The account (and family member) of the appointment, so it is listed in the account. */
    ...accountColumns(),
  },
  (t) => [
    uniqueIndex('e_prescriptions_appointment_idx').on(t.appointmentId),
    index('e_prescriptions_account_idx').on(t.accountId, t.signedAt),
    checkOneOf('e_prescriptions_mode_known', t.mode, CONSULT_MODES),
    checkOneOf('e_prescriptions_type_known', t.consultationType, CONSULTATION_TYPES),
    check('e_prescriptions_diagnosis_present', sql`length(${t.diagnosis}) > 0`),
  ],
);

/**
 * One line of an e-prescription: a medicine from the pharmacy catalogue or written freely, with
 * strength, dose, frequency, duration and instructions; or an investigation from the lab
 * catalogue (or written freely).
 */
export const ePrescriptionItems = pgTable(
  'e_prescription_items',
  {
    id: serial('id').primaryKey(),
    prescriptionId: foreignId('prescription_id', () => ePrescriptions.id, 'cascade'),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: PRESCRIPTION_ITEM_KINDS }).notNull(),
    medicineId: integer('medicine_id').references(() => medicines.id, { onDelete: 'restrict' }),
    labTestId: integer('lab_test_id').references(() => labTests.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    strength: text('strength').notNull().default(''),
    dose: text('dose').notNull().default(''),
    frequency: text('frequency').notNull().default(''),
    duration: text('duration').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
  },
  (t) => [
    uniqueIndex('e_prescription_items_position_idx').on(t.prescriptionId, t.position),
    checkOneOf('e_prescription_items_kind_known', t.kind, PRESCRIPTION_ITEM_KINDS),
    check(
      'e_prescription_items_kind_facts',
      sql`(${t.kind} = 'medicine' and ${t.labTestId} is null) or (${t.kind} = 'investigation' and ${t.medicineId} is null)`,
    ),
  ],
);

/**
 * A pharmacy order placed from an e-prescription ('Order these medicines'): the prescription
 * stands in for an uploaded one, and the pharmacist sees it as issued by the hospital's own doctor.
 */
export const orderEPrescriptions = pgTable('order_e_prescriptions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  prescriptionId: foreignId('prescription_id', () => ePrescriptions.id, 'restrict'),
});
