/**
 * The pharmacy delivery form (pharmacy.md section 5), one schema for formik in the browser and
 * one for the saved form that the server re-checks when a payment order is created. The
 * messages are the spec's, verbatim.
 */
import { object, string, type InferType } from 'yup';
import { fromDdMmYyyy, indiaToday, isIsoDate, parseTime12h } from '../time/india';
import { DELIVERY_MESSAGES } from './delivery-messages';
import { lastDeliveryDate } from './delivery-window';

export { DELIVERY_MESSAGES };

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
