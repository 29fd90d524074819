import 'server-only';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { mixed, number, object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { doctorTag, TAGS } from '@/lib/cache/tags';
import { doctors, doctorSlots } from '@/lib/db/schema';
import { forgetSchedules } from '@/lib/doctors/schedule-reads';
import { rupeesToPaise } from '@/lib/money';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { getStorage } from '@/lib/storage';
import { isIsoDate } from '@/lib/time/india';
import type { UploadedFile } from '@/lib/uploads/content-image';
import { SLOT_MODES, type SlotMode } from './modes';
import { SIGNATURE_FOLDER, SIGNATURE_MAX_BYTES } from './signature';

/**
 * The console's video-consultation settings (issue 47), kept with the doctors' fees and leave
 * ('schedules' area): a doctor's video fee (none: clinic only), registration number and signature
 * image; and the mode of a doctor's times over a range of days.
 */

const SIGNATURE_TOO_BIG = 'A signature image must be 512 KB or smaller';

export const videoSettingsSchema = object({
  doctor_id: recordId('Choose a doctor'),
  video_fee: number()
    .transform((value, typed) => (typeof typed === 'string' && typed.trim() === '' ? null : value))
    .typeError('The video fee must be a number of rupees')
    .integer('The video fee must be whole rupees')
    .min(100, 'The video fee must be at least ₹100')
    .max(50_000, 'The video fee must be at most ₹50,000')
    .nullable()
    .default(null),
  registration: string()
    .trim()
    .max(60, 'The registration number may be at most 60 characters')
    .default(''),
  signature: mixed<UploadedFile>()
    .optional()
    .test('signature-size', SIGNATURE_TOO_BIG, (file) => !file || file.size <= SIGNATURE_MAX_BYTES),
});

/** The signature as a PNG without metadata, fitted in 600 × 200, or null when not an image. */
async function prepareSignature(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const type = await fileTypeFromBuffer(bytes);
    if (type?.ext !== 'png' && type?.ext !== 'jpg' && type?.ext !== 'webp') return null;
    const out = await sharp(bytes, { limitInputPixels: 4_000_000, failOn: 'error' })
      .resize(600, 200, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

export const saveVideoSettings = defineStaffAction({
  name: "set a doctor's video consultations",
  area: 'schedules',
  schema: videoSettingsSchema,
  async run(db, actor, input) {
    let signatureKey: string | undefined;
    if (input.signature && input.signature.size > 0) {
      const png = await prepareSignature(new Uint8Array(await input.signature.arrayBuffer()));
      if (!png) {
        throw new InvalidInputError({ signature: 'The signature must be a PNG, JPEG or WebP' });
      }
      signatureKey = await getStorage().put(SIGNATURE_FOLDER, png, 'png');
    }
    try {
      const slug = await db.transaction(async (tx) => {
        const [doctor] = await tx
          .select({
            slug: doctors.slug,
            videoPricePaise: doctors.videoPricePaise,
            registrationNumber: doctors.registrationNumber,
            signatureKey: doctors.signatureKey,
          })
          .from(doctors)
          .where(eq(doctors.id, input.doctor_id))
          .for('update');
        if (!doctor) throw new InvalidInputError({ doctor_id: 'Choose a doctor' });
        const after = {
          videoPricePaise: input.video_fee === null ? null : rupeesToPaise(input.video_fee),
          registrationNumber: input.registration,
          ...(signatureKey ? { signatureKey } : {}),
        };
        await tx.update(doctors).set(after).where(eq(doctors.id, input.doctor_id));
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'doctor.video',
          entity: 'doctor',
          entityId: input.doctor_id,
          changes: changedFields(doctor, after),
        });
        return doctor.slug;
      });
      return {
        ok: true,
        message:
          input.video_fee === null
            ? 'Saved. This doctor sees patients in the clinic only.'
            : `Saved: video consultations at ₹${input.video_fee} for bookings from now on.`,
        revalidate: [TAGS.doctors, doctorTag(slug)],
      };
    } catch (error) {
      if (signatureKey)
        await getStorage()
          .remove(signatureKey)
          .catch(() => {});
      throw error;
    }
  },
});

const PERIOD_CHOICES = ['all', 'morning', 'afternoon', 'evening'] as const;

const isoDate = (message: string) =>
  string()
    .trim()
    .required(message)
    .test('iso-date', message, (value) => isIsoDate(value));

export const slotModesSchema = object({
  doctor_id: recordId('Choose a doctor'),
  from: isoDate('Choose the first day'),
  to: isoDate('Choose the last day'),
  period: string()
    .oneOf([...PERIOD_CHOICES], 'Choose morning, afternoon, evening or the whole day')
    .default('all'),
  mode: string()
    .required('Choose how these times are held')
    .oneOf([...SLOT_MODES], 'Choose in clinic, video only, or either'),
});

/**
 * Marks a doctor's times over a range of days as in-clinic, video-only or either. A time already
 * booked in a mode the new one would not allow keeps its mode (the booking stands); video needs
 * the doctor's video fee first.
 */
export const setSlotModes = defineStaffAction({
  name: "set the mode of a doctor's times",
  area: 'schedules',
  schema: slotModesSchema,
  async run(db, actor, input) {
    if (input.to < input.from) {
      throw new InvalidInputError({ to: 'The last day cannot be before the first' });
    }
    const mode = input.mode as SlotMode;
    const changed = await db.transaction(async (tx) => {
      const [doctor] = await tx
        .select({ videoPricePaise: doctors.videoPricePaise })
        .from(doctors)
        .where(eq(doctors.id, input.doctor_id));
      if (!doctor) throw new InvalidInputError({ doctor_id: 'Choose a doctor' });
      if (mode !== 'clinic' && doctor.videoPricePaise === null) {
        throw new InvalidInputError({ mode: 'Set this doctor’s video fee first' });
      }
      // A booked time whose booking the new mode would not allow is left as it is.
      const refusedMode = mode === 'clinic' ? 'video' : mode === 'video' ? 'clinic' : null;
      const rows = await tx
        .update(doctorSlots)
        .set({ mode })
        .where(
          and(
            eq(doctorSlots.doctorId, input.doctor_id),
            gte(doctorSlots.date, input.from),
            lte(doctorSlots.date, input.to),
            input.period === 'all'
              ? undefined
              : inArray(doctorSlots.period, [input.period as 'morning']),
            refusedMode
              ? sql`not exists (select 1 from appointments a where a.slot_id = ${doctorSlots.id}
                  and a.status in ('held', 'confirmed') and a.mode = ${refusedMode})`
              : undefined,
          ),
        )
        .returning({ id: doctorSlots.id });
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'doctor.slot_modes',
        entity: 'doctor',
        entityId: input.doctor_id,
        changes: {
          mode: {
            before: null,
            after: `${mode} (${rows.length} times, ${input.from} to ${input.to}, ${input.period})`,
          },
        },
      });
      return rows.length;
    });
    forgetSchedules();
    return { ok: true, message: `${changed} times marked.` };
  },
});
