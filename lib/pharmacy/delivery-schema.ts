/**
 * The pharmacy delivery form (pharmacy.md section 5), one schema for formik in the browser and
 * one for the saved form that the server re-checks when a payment order is created. The
 * messages are the spec's, verbatim.
 */
import { object, string, type InferType } from 'yup';
import { fromDdMmYyyy, indiaToday, isIsoDate, parseTime12h } from '../time/india';
import { DELIVERY_DAYS_AHEAD, lastDeliveryDate } from './delivery-window';

export const DELIVERY_MESSAGES = {
  nameRequired: 'Name is required',
  // The three length limits are not in the spec, which sets none; the words are ours.
  nameTooLong: 'Name must be at most 100 characters',
  emailTooLong: 'Email must be at most 200 characters',
  addressTooLong: 'Address must be at most 500 characters',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required',
  phoneDigits: 'Phone number must be 10 digits',
  phoneRequired: 'Phone number is required',
  pincodeDigits: 'Pincode must be 6 digits',
  pincodeRequired: 'Pincode is required',
  addressRequired: 'Address is required',
  datePast: 'Expected Date cannot be in the past',
  // Not in the spec, which sets no upper limit (delivery-window.ts).
  dateTooFar: `Expected Date must be within the next ${DELIVERY_DAYS_AHEAD} days`,
  dateRequired: 'Expected Date is required',
  timeInvalid: 'Invalid time format',
  timeRequired: 'Expected Time is required',
} as const;

const M = DELIVERY_MESSAGES;
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Not before today in India, whatever the visitor's or the server's own time zone. */
const notPast = (iso: string | undefined) => !iso || !isIsoDate(iso) || iso >= indiaToday();

/** Not after the last delivery day; dates that are not real are refused by their own test. */
const notTooFar = (iso: string | undefined) => !iso || !isIsoDate(iso) || iso <= lastDeliveryDate();

/** Name, e-mail, phone, pincode and address: also the lab collection's contact (lib/lab/order-schema.ts). */
export const contactFields = {
  name: string().trim().max(100, M.nameTooLong).required(M.nameRequired),
  email: string().trim().max(200, M.emailTooLong).email(M.emailInvalid).required(M.emailRequired),
  phone_number: string()
    .trim()
    .matches(/^\d{10}$/, { message: M.phoneDigits, excludeEmptyString: true })
    .required(M.phoneRequired),
  pincode: string()
    .trim()
    .matches(/^\d{6}$/, { message: M.pincodeDigits, excludeEmptyString: true })
    .required(M.pincodeRequired),
  address: string().trim().max(500, M.addressTooLong).required(M.addressRequired),
};

/** The form as typed: date from a date input (yyyy-mm-dd), time as 24-hour HH:MM. */
export const deliveryFormSchema = object({
  ...contactFields,
  date: string()
    .required(M.dateRequired)
    .test('date-not-past', M.datePast, notPast)
    .test('date-not-too-far', M.dateTooFar, notTooFar)
    .test('date-real', M.dateRequired, (v) => !v || isIsoDate(v)),
  time: string()
    .trim()
    .matches(TIME_24H, { message: M.timeInvalid, excludeEmptyString: true })
    .required(M.timeRequired),
});

export type DeliveryFormValues = InferType<typeof deliveryFormSchema>;

/** The info as saved: date day/month/year (en-GB), time 12-hour with am/pm. */
export const savedDeliverySchema = object({
  ...contactFields,
  date: string()
    .required(M.dateRequired)
    .test('date-format', M.dateRequired, (v) => !v || fromDdMmYyyy(v) !== null)
    .test('date-not-past', M.datePast, (v) => notPast(v ? (fromDdMmYyyy(v) ?? undefined) : v))
    .test('date-not-too-far', M.dateTooFar, (v) =>
      notTooFar(v ? (fromDdMmYyyy(v) ?? undefined) : v),
    ),
  time: string()
    .required(M.timeRequired)
    .test('time-12h', M.timeInvalid, (v) => !v || parseTime12h(v) !== null),
});

export type SavedDelivery = InferType<typeof savedDeliverySchema>;
