import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import {
  appointments,
  consultations,
  departments,
  doctorSlots,
  doctors,
  ePrescriptionItems,
  ePrescriptions,
  labReports,
  labTests,
  orderItems,
  orders,
} from '@/lib/db/schema';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffActor } from '@/lib/staff/sessions';

/**
 * The doctor's workspace (issue 47): which doctor a console account acts for, and the one read
 * that every doctor-side page, the room and the e-prescription form start from. A doctor reaches
 * an appointment only through `appointmentForDoctor`, so another doctor's patient is never read.
 */

/**
 * The doctor record the signed-in staff member acts for, or null. Only a 'doctor' account is
 * linked to one (the schema requires the link exactly for that role); an admin is never a doctor
 * here, so an admin cannot join a call or prescribe as one.
 */
export function doctorOfStaff(
  staff: Pick<StaffActor, 'role' | 'doctorId'> | null | undefined,
): number | null {
  if (!staff || staff.role !== 'doctor') return null;
  return staff.doctorId ?? null;
}

export type DoctorAppointment = typeof appointments.$inferSelect;

/**
 * The appointment `reference` when it is `doctorId`'s, whatever its status or mode (callers decide
 * what a held, cancelled or in-clinic one allows), or null: unknown reference and another doctor's
 * appointment look the same.
 */
export async function appointmentForDoctor(
  db: Db | Tx,
  doctorId: number,
  reference: string,
): Promise<DoctorAppointment | null> {
  if (!reference || reference.length > 64) return null;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.reference, reference), eq(appointments.doctorId, doctorId)))
    .limit(1);
  return row ?? null;
}

/** One row of the doctor's list: today's and upcoming confirmed consultations. */
export type DoctorConsultationRow = {
  reference: string;
  /** 'yyyy-mm-dd' and '10:30 AM', India time. */
  date: string;
  time: string;
  mode: DoctorAppointment['mode'];
  patientName: string;
  age: number;
  gender: DoctorAppointment['gender'];
  reason: string;
  attendance: DoctorAppointment['attendance'];
};

export const WORKSPACE_LIST_LIMIT = 200;

/** `doctorId`'s confirmed consultations from `today` (India) on, in time order. */
export async function listDoctorConsultations(
  db: Db,
  doctorId: number,
  today: string,
): Promise<DoctorConsultationRow[]> {
  return db
    .select({
      reference: appointments.reference,
      date: appointments.slotDate,
      time: appointments.slotTime,
      mode: appointments.mode,
      patientName: appointments.patientName,
      age: appointments.age,
      gender: appointments.gender,
      reason: appointments.disease,
      attendance: appointments.attendance,
    })
    .from(appointments)
    .innerJoin(doctorSlots, eq(doctorSlots.id, appointments.slotId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'confirmed'),
        gte(appointments.slotDate, today),
      ),
    )
    .orderBy(asc(appointments.slotDate), asc(doctorSlots.startMinute))
    .limit(WORKSPACE_LIST_LIMIT);
}

export type PatientHistory = {
  visits: {
    reference: string;
    date: string;
    time: string;
    mode: DoctorAppointment['mode'];
    doctorName: string;
    department: string;
    reason: string;
    attendance: DoctorAppointment['attendance'];
  }[];
  labOrders: {
    reference: string;
    collectionDate: string | null;
    status: string;
    tests: string[];
    reportAt: Date | null;
  }[];
  prescriptions: {
    verificationCode: string;
    signedAt: Date;
    doctorName: string;
    diagnosis: string;
    items: string[];
  }[];
};

export type ConsultationView = {
  appointment: DoctorAppointment;
  notes: string;
  notesUpdatedAt: Date | null;
  history: PatientHistory;
};

/**
 * One of `doctorId`'s confirmed consultations with the patient's earlier visits, lab reports and
 * e-prescriptions at this hospital (the same phone number), or null when the appointment is not
 * hers (or not confirmed). The opening is written to the audit log, in one transaction with the
 * reads, before anything is shown.
 */
export async function viewConsultation(
  db: Db,
  staffId: number,
  doctorId: number,
  reference: string,
): Promise<ConsultationView | null> {
  return db.transaction(async (tx) => {
    const appointment = await appointmentForDoctor(tx, doctorId, reference);
    if (!appointment || appointment.status !== 'confirmed') return null;
    await recordAudit(tx, {
      staffId,
      action: 'consultation.viewed',
      entity: 'appointment',
      entityId: appointment.id,
    });
    const [consultation] = await tx
      .select({ notes: consultations.notes, notesUpdatedAt: consultations.notesUpdatedAt })
      .from(consultations)
      .where(eq(consultations.appointmentId, appointment.id));
    return {
      appointment,
      notes: consultation?.notes ?? '',
      notesUpdatedAt: consultation?.notesUpdatedAt ?? null,
      history: await readPatientHistory(tx, appointment),
    };
  });
}

async function readPatientHistory(tx: Tx, appointment: DoctorAppointment): Promise<PatientHistory> {
  const samePatient = eq(appointments.phone, appointment.phone);
  const visits = await tx
    .select({
      reference: appointments.reference,
      date: appointments.slotDate,
      time: appointments.slotTime,
      mode: appointments.mode,
      doctorName: doctors.name,
      department: departments.name,
      reason: appointments.disease,
      attendance: appointments.attendance,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(
      and(
        samePatient,
        eq(appointments.status, 'confirmed'),
        ne(appointments.id, appointment.id),
        lte(appointments.slotDate, appointment.slotDate),
      ),
    )
    .orderBy(desc(appointments.slotDate))
    .limit(50);

  const labRows = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      collectionDate: orders.collectionDate,
      status: orders.status,
      reportAt: labReports.uploadedAt,
    })
    .from(orders)
    .leftJoin(labReports, eq(labReports.orderId, orders.id))
    .where(and(eq(orders.kind, 'lab'), eq(orders.phone, appointment.phone)))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const testRows = labRows.length
    ? await tx
        .select({ orderId: orderItems.orderId, name: labTests.name })
        .from(orderItems)
        .innerJoin(labTests, eq(labTests.id, orderItems.labTestId))
        .where(
          inArray(
            orderItems.orderId,
            labRows.map((r) => r.id),
          ),
        )
    : [];

  const prescriptionRows = await tx
    .select({
      id: ePrescriptions.id,
      verificationCode: ePrescriptions.verificationCode,
      signedAt: ePrescriptions.signedAt,
      doctorName: ePrescriptions.doctorName,
      diagnosis: ePrescriptions.diagnosis,
    })
    .from(ePrescriptions)
    .innerJoin(appointments, eq(appointments.id, ePrescriptions.appointmentId))
    .where(samePatient)
    .orderBy(desc(ePrescriptions.signedAt))
    .limit(50);
  const itemRows = prescriptionRows.length
    ? await tx
        .select({
          prescriptionId: ePrescriptionItems.prescriptionId,
          name: ePrescriptionItems.name,
        })
        .from(ePrescriptionItems)
        .where(
          inArray(
            ePrescriptionItems.prescriptionId,
            prescriptionRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(ePrescriptionItems.position))
    : [];

  return {
    visits,
    labOrders: labRows.map(({ id, ...row }) => ({
      ...row,
      tests: testRows.filter((t) => t.orderId === id).map((t) => t.name),
    })),
    prescriptions: prescriptionRows.map(({ id, ...row }) => ({
      ...row,
      items: itemRows.filter((i) => i.prescriptionId === id).map((i) => i.name),
    })),
  };
}

export const NOTES_MAX = 5000;

/**
 * Saves the doctor's notes on her consultation `reference` (consultations.notes, the row made
 * here when the room has not made it yet), audited. False when the appointment is not hers.
 */
export async function saveConsultationNotes(
  db: Db,
  staffId: number,
  doctorId: number,
  reference: string,
  notes: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const appointment = await appointmentForDoctor(tx, doctorId, reference);
    if (!appointment || appointment.status !== 'confirmed') return false;
    await tx
      .insert(consultations)
      .values({ appointmentId: appointment.id, notes, notesUpdatedAt: now })
      .onConflictDoUpdate({
        target: consultations.appointmentId,
        set: { notes, notesUpdatedAt: now },
      });
    await recordAudit(tx, {
      staffId,
      action: 'consultation.notes_saved',
      entity: 'appointment',
      entityId: appointment.id,
    });
    return true;
  });
}
