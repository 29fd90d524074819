/**
 * The lab checkout's request (POST /api/payment_order, purpose 'lab_order'), one schema for the
 * browser and the server. Only test ids, quantities, the patients, the contact, the collection
 * window and a coupon code are read: the server prices everything from the database.
 */
import { array, number, object, string, type InferType } from 'yup';
import { contactFields } from '../pharmacy/delivery-schema';
import { cartLinesSchema } from '../validation/cart-lines';
import { expectedAmountField } from '../checkout/expected-amount';
import {
  LAB_GENDERS,
  LAB_MAX_AGE,
  LAB_MAX_LINES,
  LAB_MAX_PATIENTS,
  LAB_MAX_QUANTITY,
  LAB_MESSAGES as M,
  LAB_MIN_QUANTITY,
  windowMinute,
} from './booking-rules';
import { isIsoDate } from '../time/india';

export const labPatientSchema = object({
  name: string().typeError(M.patientName).trim().max(100, M.patientName).required(M.patientName),
  age: number()
    .strict()
    .typeError(M.patientAge)
    .integer(M.patientAge)
    .min(0, M.patientAge)
    .max(LAB_MAX_AGE, M.patientAge)
    .required(M.patientAge),
  gender: string()
    .strict()
    .typeError(M.patientGender)
    .oneOf(LAB_GENDERS, M.patientGender)
    .required(M.patientGender),
});

export type LabPatient = InferType<typeof labPatientSchema>;

/** The collection address and contact: the pharmacy's contact fields and messages. */
export const labContactSchema = object(contactFields);
export type LabContact = InferType<typeof labContactSchema>;

const labLines = cartLinesSchema({
  minQuantity: LAB_MIN_QUANTITY,
  maxQuantity: LAB_MAX_QUANTITY,
  maxLines: LAB_MAX_LINES,
  messages: M,
});

/** POST /api/lab/cart: the cart to price, nothing else is read. */
export const labCartQuoteSchema = object({ items: labLines });

export const labOrderRequestSchema = object({
  items: labLines,
  patients: array(labPatientSchema)
    .required(M.patientsRequired)
    .min(1, M.patientsRequired)
    .max(LAB_MAX_PATIENTS, M.patientsTooMany),
  contact: labContactSchema
    .default(undefined)
    .required(M.contactRequired)
    .typeError(M.contactRequired),
  collection: object({
    date: string()
      .strict()
      .typeError(M.windowInvalid)
      .required(M.collectionRequired)
      .test('date-real', M.windowInvalid, (v) => !v || isIsoDate(v)),
    time: string()
      .strict()
      .typeError(M.windowInvalid)
      .required(M.collectionRequired)
      .test('window', M.windowInvalid, (v) => !v || windowMinute(v) !== null),
  })
    .default(undefined)
    .required(M.collectionRequired)
    .typeError(M.collectionRequired),
  coupon_code: string().trim().max(40, M.couponInvalid).optional(),
  /** The total the page showed, in paise: lib/checkout/expected-amount.ts. */
  expected_amount: expectedAmountField(),
}).test('patients-for-quantity', M.patientsCount, function check(value) {
  // A test's quantity is the number of people taking it: one patient per person.
  // Only quantities that pass their own rule count: a wrong one has its own message.
  const people = Math.max(
    0,
    ...(value?.items ?? [])
      .map((line) => line?.quantity)
      .filter(
        (q): q is number => Number.isInteger(q) && q! >= LAB_MIN_QUANTITY && q! <= LAB_MAX_QUANTITY,
      ),
  );
  const patients = value?.patients?.length ?? 0;
  return people === 0 || patients === 0 || patients === people
    ? true
    : this.createError({ path: 'patients', message: M.patientsCount });
});

export type LabOrderRequest = InferType<typeof labOrderRequestSchema>;
export type LabLineRequest = LabOrderRequest['items'][number];

/** GET /api/lab/collection?pincode=…: the pincode whose windows to show. */
export const collectionQuerySchema = object({ pincode: contactFields.pincode });
