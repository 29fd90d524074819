import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foreignId } from './columns';
import { SLOT_MODES } from './constants';
import { checkOneOf } from './constraints';
import { departments, treatments } from './departments';
import { branches } from './site';

export type Qualification = { degree: string; year?: number };

export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull(),
    specialities: text('specialities').array().notNull().default([]),
    /** Years; null is shown as 3. */
    experienceYears: smallint('experience_years'),
    qualifications: jsonb('qualifications').$type<Qualification[]>().notNull().default([]),
    /** Free-text region as entered by staff; null is shown as Indranagar. */
    region: text('region'),
    pricePaise: integer('price_paise').notNull(),
    /** The fee of a video consultation (issue 47); null: the doctor sees patients in the clinic only. */
    videoPricePaise: integer('video_price_paise'),
    /** The medical council registration printed on e-prescriptions ('' until the doctor has one). */
    registrationNumber: text('registration_number').notNull().default(''),
    /** The doctor's signature image (PNG) in the data directory, drawn on e-prescriptions. */
    signatureKey: text('signature_key'),
    phone: text('phone').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    expertise: text('expertise').array().notNull().default([]),
    about: text('about').notNull().default(''),
    membership: text('membership').notNull().default(''),
    bestKnownFor: text('best_known_for').array().notNull().default([]),
    topTreatments: text('top_treatments').array().notNull().default([]),
    verified: boolean('verified').notNull().default(true),
    branchId: foreignId('branch_id', () => branches.id, 'restrict'),
    departmentId: foreignId('department_id', () => departments.id, 'restrict'),
  },
  (t) => [
    index('doctors_department_idx').on(t.departmentId),
    index('doctors_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Which treatments a doctor performs (the treatment page's 'Best Doctor's for'). */
export const doctorTreatments = pgTable(
  'doctor_treatments',
  {
    doctorId: foreignId('doctor_id', () => doctors.id, 'cascade'),
    treatmentId: foreignId('treatment_id', () => treatments.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.treatmentId] }),
    index('doctor_treatments_treatment_idx').on(t.treatmentId),
  ],
);

export const slotPeriod = pgEnum('slot_period', ['morning', 'afternoon', 'evening']);

/**
 * One bookable slot of a doctor's schedule. `date` is the India calendar date;
 * `time` is the 12-hour label shown to patients and `startMinute` its minute of the day,
 * so that past-slot rules and ordering never parse text.
 */
export const doctorSlots = pgTable(
  'doctor_slots',
  {
    id: serial('id').primaryKey(),
    doctorId: foreignId('doctor_id', () => doctors.id, 'cascade'),
    date: date('date', { mode: 'string' }).notNull(),
    period: slotPeriod('period').notNull(),
    time: text('time').notNull(),
    startMinute: smallint('start_minute').notNull(),
    /** In the clinic, by video, or either (issue 47); in-clinic unless the schedule says otherwise. */
    mode: text('mode', { enum: SLOT_MODES }).notNull().default('clinic'),
  },
  (t) => [
    checkOneOf('doctor_slots_mode_known', t.mode, SLOT_MODES),
    uniqueIndex('doctor_slots_doctor_date_time_idx').on(t.doctorId, t.date, t.time),
    index('doctor_slots_doctor_date_idx').on(t.doctorId, t.date, t.startMinute),
  ],
);
