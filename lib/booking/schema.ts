/**
 * The paid appointment's patient form (hospital-site.md section 5), shared by formik on
 * /addtocart/appointment and by POST /api/payment_order. Every empty field gives the spec's
 * 'All fields are required'; the format messages are ours, as the spec names none.
 */
import * as yup from 'yup';
import { oneOfGuard } from '../closed-list';
import { MAX_ID } from '../validation/fields';
import { DEFAULT_CONSULT_MODE } from '../consult/modes';
import { isConsultMode } from '../consult/schedule-modes';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const isGender = oneOfGuard(GENDERS);

const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;

/** Empty inputs (formik keeps '' for a cleared number field) count as missing, not as 0. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const patientSchema = yup.object({
  name: yup.string().trim().required(ALL_FIELDS_REQUIRED).max(100, 'Name is too long'),
  phone: yup
    .string()
    .trim()
    .required(ALL_FIELDS_REQUIRED)
    .matches(/^\d{10}$/, 'Phone number must be a 10-digit number'),
  // A test rather than oneOf: yup checks oneOf before `required`, so an empty choice would not
  // get the spec's 'All fields are required'.
  gender: yup
    .string()
    .required(ALL_FIELDS_REQUIRED)
    .test('gender', 'Gender must be male, female or other', (v) => !v || isGender(v)),
  disease: yup.string().trim().required(ALL_FIELDS_REQUIRED).max(200, 'Disease is too long'),
  age: yup
    .number()
    .transform(emptyToUndefined)
    .typeError('Age must be a number')
    .required(ALL_FIELDS_REQUIRED)
    .integer('Age must be a whole number')
    .min(0, 'Age must be between 0 and 130')
    .max(130, 'Age must be between 0 and 130'),
  email: yup
    .string()
    .trim()
    .required(ALL_FIELDS_REQUIRED)
    .email('Invalid email address')
    .max(200, 'Email is too long'),
  pincode: yup
    .string()
    .trim()
    .required(ALL_FIELDS_REQUIRED)
    .matches(/^\d{6}$/, 'Pincode must be a 6-digit number'),
  date: yup
    .string()
    .trim()
    .required(ALL_FIELDS_REQUIRED)
    .matches(DD_MM_YYYY, 'Date must be in dd/mm/yyyy form'),
});

export type PatientDetails = yup.InferType<typeof patientSchema>;

const positiveId = (label: string) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(`${label} is invalid`)
    .required(`${label} is required`)
    .integer(`${label} is invalid`)
    .positive(`${label} is invalid`)
    // A database id: anything larger would overflow the column, not find a row.
    .max(MAX_ID, `${label} is invalid`);

/** POST /api/payment_order with purpose 'appointment': the patient plus the chosen slot. */
export const appointmentOrderSchema = patientSchema.shape({
  doctorId: positiveId('Doctor'),
  slotId: positiveId('Slot'),
  /** In the clinic unless the patient chose video (issue 47); the slot must allow it. */
  mode: yup
    .string()
    .default(DEFAULT_CONSULT_MODE)
    .test('mode', 'Consultation must be in clinic or by video', (v) => !v || isConsultMode(v)),
});

export type AppointmentOrderInput = yup.InferType<typeof appointmentOrderSchema>;

/** The form's starting values: every field empty except the chosen date. */
export function emptyPatientForm(date: string) {
  return { name: '', phone: '', gender: '', disease: '', age: '', email: '', pincode: '', date };
}

/** The patient form's values, as the form holds them (every field a string until cast). */
export type PatientFormValues = ReturnType<typeof emptyPatientForm>;
