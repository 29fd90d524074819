/**
 * Desk bookings that make demo schedules look lived-in: about one slot in eight is taken by
 * a fictional patient. Which slots are taken depends only on doctor, date and time.
 */
import type { SlotMode } from '../consult/modes';
import { addDays } from '../time/india';
import { DOCTOR_POOLS } from './content/doctor-pools';
import { PINCODES } from './content/places';
import { intBetween, pick, rngFor, unitFromKey } from './random';

export const BOOKED_SHARE = 0.12;

const FIRST_NAMES = {
  female: [
    'Lakshmi',
    'Pooja',
    'Shreya',
    'Kavya',
    'Farzana',
    'Deepika',
    'Mary',
    'Anitha',
    'Roopa',
    'Sana',
  ],
  male: [
    'Raghu',
    'Manoj',
    'Santosh',
    'Imran',
    'Prashanth',
    'Vijay',
    'George',
    'Naveen',
    'Kiran',
    'Yusuf',
  ],
};
const LAST_NAMES = [
  'Gowda',
  'Reddy',
  'Sharma',
  'Nair',
  'Shaikh',
  'Iyengar',
  'Fernandes',
  'Hegde',
  'Kumar',
  'Das',
];

export function isDemoBooked(doctorSlug: string, date: string, time: string): boolean {
  return unitFromKey(`booking:${doctorSlug}:${date}:${time}`) < BOOKED_SHARE;
}

export type DemoDoctor = {
  id: number;
  slug: string;
  pricePaise: number;
  videoPricePaise: number | null;
  branchId: number;
  department: string;
};

export type DemoSlot = {
  id: number;
  mode?: SlotMode;
  doctorId: number;
  date: string;
  time: string;
  startMinute: number;
};

/** The confirmed desk appointment for a booked demo slot. */
export function demoAppointment(doctor: DemoDoctor, slot: DemoSlot, today: string) {
  const rng = rngFor(`patient:${doctor.slug}:${slot.date}:${slot.time}`);
  const gender = rng() < 0.5 ? 'female' : 'male';
  const first = pick(rng, FIRST_NAMES[gender]);
  const last = pick(rng, LAST_NAMES);
  const child = doctor.department === 'Paediatrics';
  const booked = new Date(`${addDays(today, -1)}T18:30:00+05:30`);
  return {
    reference: `DESK-${slot.date.replace(/-/g, '')}-${slot.doctorId}-${slot.startMinute}`,
    doctorId: doctor.id,
    slotId: slot.id,
    slotDate: slot.date,
    slotTime: slot.time,
    branchId: doctor.branchId,
    region: '',
    bookingType: 'desk' as const,
    patientName: `${first} ${last}`,
    phone: `${pick(rng, ['9', '8', '7'])}${String(intBetween(rng, 0, 999_999_999)).padStart(9, '0')}`,
    gender: gender as 'female' | 'male',
    disease: pick(rng, DOCTOR_POOLS[doctor.department]?.complaints ?? ['General consultation']),
    age: child ? intBetween(rng, 1, 14) : intBetween(rng, 18, 78),
    email: `${first}.${last}${intBetween(rng, 1, 99)}@example.com`.toLowerCase(),
    pincode: pick(rng, PINCODES),
    // A video-only slot's booking is a video consultation at the video fee.
    ...(slot.mode === 'video' && doctor.videoPricePaise !== null
      ? { mode: 'video' as const, amountPaise: doctor.videoPricePaise }
      : { mode: 'clinic' as const, amountPaise: doctor.pricePaise }),
    status: 'confirmed' as const,
    confirmedAt: booked,
    createdAt: booked,
  };
}
