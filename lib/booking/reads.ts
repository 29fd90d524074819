import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { Db, Tx } from '@/lib/db/open';
import { toDdMmYyyy } from '@/lib/time/india';
import { TAGS } from '../cache/tags';
import { cachedFor } from '../cache/cached';
import { isPublicDoctor } from '../doctors/public';

/** A doctor as GET /api/doctor/get_doctorone/{id} answers it (the spec's field names). */
export type BookableDoctor = {
  _id: string;
  name: string;
  slug: string;
  doctor_image: string;
  speciality: string[];
  experience: number | null;
  qualification: { degree: string; year?: number }[];
  region: string | null;
  /** Consultation fee in rupees, as the spec's `price`. */
  price: number;
  price_paise: number;
  /** The video consultation's fee (issue 47); null when the doctor sees patients in the clinic only. */
  video_price_paise: number | null;
  phone_number: string;
  rating: number | null;
  department_id: { department: string; slug: string };
};

/**
 * Content about one doctor, or null for an unknown or unverified one (the public sees verified
 * doctors only): cached with the doctors' tag, like every doctor page.
 */
export async function getBookableDoctor(id: number): Promise<BookableDoctor | null> {
  'use cache';
  cachedFor(TAGS.doctors);
  const db = await getDb();
  const [row] = await db
    .select({ doctor: schema.doctors, department: schema.departments })
    .from(schema.doctors)
    .innerJoin(schema.departments, eq(schema.departments.id, schema.doctors.departmentId))
    .where(and(eq(schema.doctors.id, id), isPublicDoctor()))
    .limit(1);
  if (!row) return null;
  const { doctor, department } = row;
  return {
    _id: String(doctor.id),
    name: doctor.name,
    slug: doctor.slug,
    doctor_image: doctor.image,
    speciality: doctor.specialities,
    experience: doctor.experienceYears,
    qualification: doctor.qualifications,
    region: doctor.region,
    price: doctor.pricePaise / 100,
    price_paise: doctor.pricePaise,
    video_price_paise: doctor.videoPricePaise,
    phone_number: doctor.phone,
    rating: doctor.rating,
    department_id: { department: department.name, slug: department.slug },
  };
}

/**
 * The payment-success page's booking. Not cached: it is read once, right after the payment is
 * confirmed, and must never answer from a copy taken before that.
 */
export async function getAppointmentConfirmation(reference: string) {
  if (!/^SMH-[0-9A-Z]{10}$/.test(reference)) return null;
  return findConfirmedAppointment(await getDb(), reference);
}

/** A booking as the patient is told about it (never who the patient is). */
export async function findAppointmentSummary(db: Db | Tx, where: SQL) {
  const { appointments, doctors } = schema;
  const [row] = await db
    .select({
      reference: appointments.reference,
      doctorName: doctors.name,
      date: appointments.slotDate,
      time: appointments.slotTime,
      amountPaise: appointments.amountPaise,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(where)
    .limit(1);
  return row ? { ...row, date: toDdMmYyyy(row.date) } : null;
}

/** A confirmed booking by its reference (held, lapsed or cancelled ones are not shown). */
export function findConfirmedAppointment(db: Db, reference: string) {
  const { appointments } = schema;
  return findAppointmentSummary(
    db,
    and(eq(appointments.reference, reference), eq(appointments.status, 'confirmed'))!,
  );
}
