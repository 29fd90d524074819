import { eq } from 'drizzle-orm';
import { mixed, number, object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { doctorTag, TAGS } from '@/lib/cache/tags';
import { doctors, type Qualification } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { getStorage } from '@/lib/storage';
import { PHOTO_MAX_BYTES, preparePortrait } from '@/lib/uploads/photo-content';
import { requiredText } from '@/lib/validation/fields';
import { getDoctorForEdit } from './staff-doctors';

/** Where doctors' photos are stored (lib/storage.ts) and the public path that serves them. */
export const DOCTOR_PHOTO_FOLDER = 'doctor-photos';
export const DOCTOR_PHOTO_PATH = '/media/doctor-photos/';

const list = (value: string) =>
  [
    ...new Set(
      value
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);

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

type UploadedFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

export const editDoctorSchema = object({
  id: recordId(),
  specialities: string().trim().max(500, 'Specialities may be at most 500 characters').default(''),
  experience: number()
    .typeError('Experience must be a whole number of years')
    .integer('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(70, 'Experience must be at most 70 years')
    .required('Enter the years of experience'),
  qualifications: string()
    .trim()
    .max(1000, 'Qualifications may be at most 1000 characters')
    .default(''),
  region: string().trim().max(120, 'The region may be at most 120 characters').default(''),
  about: requiredText('About is required', 5000, 'About may be at most 5000 characters').trim(),
  expertise: string().trim().max(1000, 'Expertise may be at most 1000 characters').default(''),
  membership: string().trim().max(500, 'Membership may be at most 500 characters').default(''),
  verified: string().oneOf(['true', 'false']).default('false'),
  photo: mixed<UploadedFile>()
    .optional()
    .test(
      'photo-size',
      'A photo must be 5 MB or smaller',
      (file) => !file || file.size <= PHOTO_MAX_BYTES,
    ),
});

/**
 * The editor changes a doctor's profile: text, qualifications, whether the doctor is shown to the
 * public, and the photo. A photo must really be a JPEG, PNG or WebP; it is re-encoded (square
 * WebP, no metadata) and stored under a generated name outside public/, served by
 * /media/doctor-photos/. The doctor's pages and every doctor list render afresh.
 */
export const editDoctor = defineStaffAction({
  name: "edit a doctor's profile",
  area: 'content',
  schema: editDoctorSchema,
  async run(db, actor, input) {
    const qualifications = parseQualifications(input.qualifications);
    if (!qualifications) {
      throw new InvalidInputError({
        qualifications:
          "One qualification per line, such as 'MBBS, 2004' (the year may be left out)",
      });
    }
    let image: string | undefined;
    let storedKey: string | undefined;
    if (input.photo) {
      const prepared = await preparePortrait(new Uint8Array(await input.photo.arrayBuffer()));
      if (!prepared)
        throw new InvalidInputError({ photo: 'A photo must be a JPEG, PNG or WebP image' });
      storedKey = await getStorage().put(DOCTOR_PHOTO_FOLDER, prepared, 'webp');
      image = DOCTOR_PHOTO_PATH + storedKey.slice(DOCTOR_PHOTO_FOLDER.length + 1);
    }
    const save = db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.id, input.id))
        .for('update');
      if (!locked) throw new NotFoundError('This doctor no longer exists');
      const before = (await getDoctorForEdit(tx, input.id))!;
      const after = {
        specialities: list(input.specialities),
        experienceYears: input.experience,
        qualifications,
        region: input.region || null,
        about: input.about,
        expertise: list(input.expertise),
        membership: input.membership,
        verified: input.verified === 'true',
        ...(image ? { image } : {}),
      };
      const changes = changedFields(before, after);
      if (Object.keys(changes).length > 0) {
        await tx.update(doctors).set(after).where(eq(doctors.id, input.id));
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'doctor.edit',
          entity: 'doctor',
          entityId: input.id,
          changes,
        });
      }
      return Object.keys(changes).length > 0 ? before.slug : null;
    });
    // A photo stored for a save that did not happen is removed again.
    const slug = await save.catch(async (error: unknown) => {
      if (storedKey)
        await getStorage()
          .remove(storedKey)
          .catch(() => {});
      throw error;
    });
    if (!slug) return { ok: true, message: 'Nothing to save' };
    return {
      ok: true,
      message: 'Saved. The doctor’s pages show the change from their next visit.',
      revalidate: [TAGS.doctors, doctorTag(slug)],
    };
  },
});
