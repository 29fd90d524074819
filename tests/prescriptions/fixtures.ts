/**
 * A video consulting doctor with a linked 'doctor' staff account, the pharmacy and lab
 * catalogues with their telemedicine lists, and appointments inserted directly (booking them is
 * tested with the checkout), for the e-prescription tests.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { appointments, doctors, medicines, staffUsers } from '@/lib/db/schema';
import type { TelemedicineList } from '@/lib/prescriptions/rules';
import { signPrescription } from '@/lib/prescriptions/sign';
import { createWorld, PATIENT, type World } from '../booking/fixtures';
import { insertLabCatalogue, type LabCatalogue } from '../lab/report-fixtures';
import { insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';

/** The fixture's medicines by their Telemedicine Practice Guidelines list. */
export const LISTS: Record<string, TelemedicineList> = {
  'Paracetamol 500mg Tablet': 'O',
  'Cetirizine 10mg Tablet': 'O',
  'Aceclofenac Paracetamol Tablet': 'A',
  'Azithromycin 500mg Tablet': 'B',
  'Ibuprofen 400mg Tablet': 'prohibited',
};

export type RxWorld = {
  world: World;
  /** The doctor's console account, as the session reads it, and another doctor's. */
  doctor: { id: number; role: 'doctor'; doctorId: number };
  otherDoctor: { id: number; role: 'doctor'; doctorId: number };
  pharmacy: Fixture;
  lab: LabCatalogue;
};

let staffCount = 0;

async function doctorAccount(db: Db, doctorId: number) {
  staffCount += 1;
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: `doctor${staffCount}-${randomInt(1e9)}@rx.test`,
      name: `Doctor ${staffCount}`,
      role: 'doctor',
      doctorId,
      passwordHash: 'x',
    })
    .returning({ id: staffUsers.id });
  return { id: row.id, role: 'doctor' as const, doctorId };
}

export async function createRxWorld(db: Db): Promise<RxWorld> {
  const world = await createWorld(db);
  const other = await createWorld(db);
  await db
    .update(doctors)
    .set({
      videoPricePaise: 50_000,
      registrationNumber: 'KMC 123456',
      qualifications: [{ degree: 'MBBS' }, { degree: 'MD (General Medicine)' }],
    })
    .where(eq(doctors.id, world.doctorId));
  const pharmacy = await insertPharmacyFixture(db);
  for (const [name, list] of Object.entries(LISTS)) {
    await db
      .update(medicines)
      .set({ telemedicineList: list })
      .where(eq(medicines.id, pharmacy.ids[name]));
  }
  return {
    world,
    doctor: await doctorAccount(db, world.doctorId),
    otherDoctor: await doctorAccount(db, other.doctorId),
    pharmacy,
    lab: await insertLabCatalogue(db),
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** An appointment with the world's doctor on `slotDate` (a slot of the world's, reused). */
export async function insertAppointment(
  db: Db,
  rx: RxWorld,
  {
    slotDate,
    phone = PATIENT.phone,
    mode = 'video',
    status = 'confirmed',
    accountId = null,
  }: {
    slotDate: string;
    phone?: string;
    mode?: 'clinic' | 'video';
    status?: 'confirmed' | 'cancelled' | 'held';
    accountId?: number | null;
  },
) {
  const slotId = Object.values(rx.world.slotIds)[0];
  const [row] = await db
    .insert(appointments)
    .values({
      reference: `SMH-${code()}`,
      doctorId: rx.world.doctorId,
      slotId,
      slotDate,
      // A distinct time per row: the active-slot index is per doctor, date and time.
      slotTime: `${String(randomInt(1, 13)).padStart(2, '0')}:${String(randomInt(60)).padStart(2, '0')} ${code()}`,
      patientName: 'Meera Iyer',
      phone,
      gender: 'female',
      disease: 'Fever',
      age: 34,
      email: PATIENT.email,
      pincode: PATIENT.pincode,
      amountPaise: 50_000,
      mode,
      status,
      accountId,
    })
    .returning({ id: appointments.id, reference: appointments.reference });
  return row;
}

/** A valid prescription body with the given lines. */
/**
 * A booking (insertAppointment with `fields`) whose doctor has signed an e-prescription of `lines`
 * (prescriptionBody): the appointment's row and the signed prescription (id, verification code).
 */
export async function signedBooking(
  db: Db,
  rx: RxWorld,
  fields: Parameters<typeof insertAppointment>[2],
  lines: Record<string, unknown>[],
) {
  const a = await insertAppointment(db, rx, fields);
  const signed = await signPrescription(db, rx.doctor, a.reference, prescriptionBody(lines));
  return { ...a, ...signed };
}

export function prescriptionBody(items: Record<string, unknown>[] = []) {
  return {
    diagnosis: 'Acute upper respiratory infection',
    advice: 'Drink plenty of fluids. Rest.',
    followUpDate: '2030-04-01',
    items,
  };
}

export const medicineLine = (catalogueId: number, extra: Record<string, unknown> = {}) => ({
  kind: 'medicine',
  catalogueId,
  strength: '500 mg',
  dose: '1 tablet',
  frequency: 'Twice a day',
  duration: '5 days',
  instructions: 'After food',
  ...extra,
});

export const testLine = (catalogueId: number) => ({ kind: 'investigation', catalogueId });
