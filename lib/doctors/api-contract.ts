/**
 * The answers of the doctor calls (lib/doctors/api-shape.ts, and the two the booking reads shape
 * themselves), described once: the document at /api/openapi.json converts these schemas, and
 * the shape functions return their InferType (or, for the booking reads' own types, are bound to
 * it by SameType), so the documented shape and the one sent cannot differ.
 */
import { number, object, string, type InferType } from 'yup';
import {
  apiId,
  flag,
  link,
  list,
  literal,
  nestedSuccess,
  nullableText,
  oneOfTexts,
  rupees,
  success,
  text,
  texts,
  whole,
} from '@/lib/api/openapi/answer-fields';
import type { SameType } from '@/lib/api/openapi/same-type';
import type { BookableDoctor } from '@/lib/booking/reads';
import type { ScheduleResponse } from '@/lib/booking/slots';
import { DOCTOR_ONE_SUCCESS } from './api-shape';

const qualification = object({
  degree: text(),
  year: number().integer().optional(),
});

const department = object({ department: text(), slug: text() });

const doctorFields = {
  _id: apiId(),
  name: text(),
  slug: text(),
  doctor_image: link(),
  speciality: texts(),
  experience: whole('Years; 3 when the record has none'),
  qualification: list(qualification),
  region: text("Normalised region; 'Indranagar' when the record has none"),
  price: rupees('Consultation fee in rupees'),
  phone_number: text(),
  rating: number().nullable().defined(),
  department_id: department,
};

export const apiDoctorSchema = object(doctorFields);

export const doctorListAnswerSchema = success(list(apiDoctorSchema));

export const nestedDoctorListAnswerSchema = nestedSuccess(list(apiDoctorSchema));

export const doctorOneAnswerSchema = object({
  message: literal(DOCTOR_ONE_SUCCESS),
  data: object({
    ...doctorFields,
    doctor_expert: texts(),
    about_doctor: text(),
    membership: text(),
    doctor_best_known: texts(),
    top_treatments: texts(),
    hospital_id: object({
      _id: nullableText("The branch's id, or null when the branch is not listed"),
      Branch: text('The branch name'),
    }),
  }),
});

/** GET /api/doctor/get_doctorone/{id}: the doctor as stored (no display defaults), for booking. */
export const bookableDoctorSchema = object({
  _id: apiId(),
  name: text(),
  slug: text(),
  doctor_image: link(),
  speciality: texts(),
  experience: number().integer().nullable().defined(),
  qualification: list(qualification),
  region: nullableText(),
  price: rupees('Consultation fee in rupees'),
  price_paise: whole('Consultation fee in paise'),
  video_price_paise: number()
    .integer()
    .nullable()
    .defined()
    .meta({ description: 'Video consultation fee in paise; null without video consultations' }),
  phone_number: text(),
  rating: number().nullable().defined(),
  department_id: department,
});

export const bookableDoctorAnswerSchema = object({
  message: literal(DOCTOR_ONE_SUCCESS),
  data: bookableDoctorSchema,
});

const slot = object({
  _id: apiId(),
  time: text("'10:30 AM'"),
  isBooked: flag(),
  mode: string()
    .oneOf(['video', 'both'] as const)
    .optional()
    .meta({ description: "Absent: in the clinic only; 'video' only, or 'both' (issue 47)" }),
});

/** GET /api/doctorschedule/{id}: the spec's `data[0].schedules`, from today (India) on. */
export const scheduleAnswerSchema = object({
  message: oneOfTexts(['Success']),
  data: list(
    object({
      schedules: list(
        object({
          date: text('dd/mm/yyyy'),
          morning: list(slot),
          afternoon: list(slot),
          evening: list(slot),
        }),
      ),
      fees: object({
        clinic: whole('In-clinic fee in paise'),
        video: number().integer().nullable().defined().meta({ description: 'Video fee in paise' }),
      })
        .optional()
        .default(undefined),
    }),
  ).length(1),
});

export type ApiDoctor = InferType<typeof apiDoctorSchema>;
export type DoctorListAnswer = InferType<typeof doctorListAnswerSchema>;
export type NestedDoctorListAnswer = InferType<typeof nestedDoctorListAnswerSchema>;
export type DoctorOneAnswer = InferType<typeof doctorOneAnswerSchema>;

export const bookableDoctorMatches: SameType<
  BookableDoctor,
  InferType<typeof bookableDoctorSchema>
> = true;
export const scheduleAnswerMatches: SameType<
  ScheduleResponse,
  InferType<typeof scheduleAnswerSchema>
> = true;
