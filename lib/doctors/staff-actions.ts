import { number, object, string, type InferType } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { doctorTag, TAGS } from '@/lib/cache/tags';
import type { Tx } from '@/lib/db/open';
import { branches, doctors, doctorSlots, type Qualification } from '@/lib/db/schema';
import { rupeesToPaise } from '@/lib/money';
import { doctorSlotsForDate, scheduleDates } from '@/lib/seed/schedules';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { indiaToday } from '@/lib/time/india';
import { imageField } from '@/lib/uploads/content-image';
import { labelledText, requiredText, separatedList } from '@/lib/validation/fields';
import { chosenRecord } from '@/lib/site/chosen-record';
import { chosenDepartment } from '@/lib/departments/chosen-department';
import { createContent, editContent, insertContentRecord } from '@/lib/site/content-edit';
import { feeField } from './schedule-actions';
import { forgetSchedules } from './schedule-reads';
import { getDoctorForEdit } from './staff-doctors';
import { seenField } from '@/lib/staff/record-version';

/** A new doctor's picture until the editor uploads one. */
export const NO_PHOTO_IMAGE = '/images/doctors/no-photo.svg';

/** 'MBBS, 2004' lines: a degree and, after the last comma, an optional year. */
export function parseQualifications(value: string): Qualification[] | null {
  const lines = value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const out: Qualification[] = [];
  for (const line of lines.slice(0, 10)) {
    const match = /^(.*?)(?:,\s*(\d{4}))?$/.exec(line);
    const degree = match?.[1].trim() ?? '';
    if (!degree) return null;
    const year = match?.[2] ? Number(match[2]) : undefined;
    if (year !== undefined && (year < 1950 || year > new Date().getFullYear())) return null;
    out.push(year === undefined ? { degree } : { degree, year });
  }
  return out;
}

const profileFields = {
  specialities: string().trim().max(500, 'Specialities may be at most 500 characters').default(''),
  // Empty when not known: the site then shows its default (lib/doctors/display.ts), and a save
  // of another field never turns 'not known' into '0 years'.
  experience: number()
    .transform((value, typed) => (typeof typed === 'string' && typed.trim() === '' ? null : value))
    .typeError('Experience must be a whole number of years')
    .integer('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(70, 'Experience must be at most 70 years')
    .nullable()
    .default(null),
  qualifications: string()
    .trim()
    .max(1000, 'Qualifications may be at most 1000 characters')
    .default(''),
  region: string().trim().max(120, 'The region may be at most 120 characters').default(''),
  about: requiredText('About is required', 5000, 'About may be at most 5000 characters').trim(),
  expertise: string().trim().max(1000, 'Expertise may be at most 1000 characters').default(''),
  membership: string().trim().max(500, 'Membership may be at most 500 characters').default(''),
  verified: string().oneOf(['true', 'false']).default('false'),
  photo: imageField(),
};

const profileSchema = object(profileFields);

/** The profile's columns from the form (the qualifications refused as the field's error). */
function profileValues(input: InferType<typeof profileSchema>) {
  const qualifications = parseQualifications(input.qualifications);
  if (!qualifications) {
    throw new InvalidInputError({
      qualifications: "One qualification per line, such as 'MBBS, 2004' (the year may be left out)",
    });
  }
  return {
    specialities: separatedList(input.specialities, 20),
    experienceYears: input.experience,
    qualifications,
    region: input.region || null,
    about: input.about,
    expertise: separatedList(input.expertise, 20),
    membership: input.membership,
    verified: input.verified === 'true',
  };
}

export const editDoctorSchema = profileSchema.shape({ id: recordId(), seen: seenField() });

/**
 * The editor changes a doctor's profile: text, qualifications, whether the doctor is shown to the
 * public, and the photo (lib/uploads/content-image.ts: really a JPEG, PNG or WebP, re-encoded to
 * a square WebP without metadata, stored outside public/). The doctor's pages and every doctor
 * list render afresh.
 */
export const editDoctor = defineStaffAction({
  name: "edit a doctor's profile",
  area: 'content',
  schema: editDoctorSchema,
  async run(db, actor, input) {
    const values = profileValues(input);
    return editContent(
      db,
      actor,
      { file: input.photo, kind: 'doctor', field: 'photo' },
      (image) => ({
        table: doctors,
        id: input.id,
        missing: 'This doctor no longer exists',
        seen: input.seen,
        read: getDoctorForEdit,
        after: { ...values, ...(image ? { image } : {}) },
        action: 'doctor.edit',
      }),
      (edited) => ({
        message: 'Saved. The doctor’s pages show the change from their next visit.',
        revalidate: [TAGS.doctors, doctorTag(edited.slug)],
      }),
    );
  },
});

export const createDoctorSchema = profileSchema.shape({
  name: labelledText('The name', 120),
  department_id: recordId('Choose a department'),
  branch_id: recordId('Choose a branch'),
  fee: feeField(),
  phone: string()
    .trim()
    .required('Enter the phone number')
    .matches(/^\d{10}$/, 'The phone number must be 10 digits'),
});

/** The doctor's weekly clinic slots for today .. today + 13, as every doctor's are kept. */
async function writeFirstSchedule(tx: Tx, doctorId: number, slug: string) {
  const slots = scheduleDates(indiaToday()).flatMap((date) => doctorSlotsForDate(slug, date));
  if (slots.length > 0) {
    await tx
      .insert(doctorSlots)
      .values(slots.map((slot) => ({ ...slot, doctorId })))
      .onConflictDoNothing();
  }
}

/**
 * The editor adds a doctor: the profile, department, branch, fee and phone. The doctor gets the
 * clinic's weekly slots at once (the booking page works from the first visit), and is listed and
 * bookable only when 'Shown on the site' is ticked, so a profile can be prepared before it goes
 * live. Without a photo the profile shows a neutral 'No photo yet' picture.
 */
export const createDoctor = defineStaffAction({
  name: 'add a doctor',
  area: 'content',
  schema: createDoctorSchema,
  async run(db, actor, input) {
    const values = profileValues(input);
    const created = await createContent(
      db,
      { file: input.photo, kind: 'doctor', field: 'photo' },
      { table: doctors, words: input.name, field: 'name', path: '/docprofile/' },
      async (tx, image, slug) => {
        await chosenDepartment(tx, input.department_id, 'Choose a department');
        await chosenRecord(tx, branches, input.branch_id, { branch_id: 'Choose a branch' });
        const row = {
          ...values,
          name: input.name,
          slug,
          image: image ?? NO_PHOTO_IMAGE,
          pricePaise: rupeesToPaise(input.fee),
          phone: input.phone,
          departmentId: input.department_id,
          branchId: input.branch_id,
        };
        const id = await insertContentRecord(tx, actor, doctors, row, 'doctor.create');
        await writeFirstSchedule(tx, id, slug);
        return { id, slug };
      },
    );
    forgetSchedules();
    return {
      ok: true,
      message: values.verified
        ? `${input.name} added and shown on the site.`
        : `${input.name} added, not shown on the site until 'Shown on the site' is ticked.`,
      location: `/staff/doctors/${created.id}`,
      revalidate: [TAGS.doctors, doctorTag(created.slug)],
    };
  },
});
