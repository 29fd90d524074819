/**
 * The 'Book FREE Doctor Appointment' callback form (department and treatment pages) and the
 * consultation form of /doctors, which stores the same kind of callback request.
 * Messages are the spec's, verbatim (hospital-site.md section 5).
 */
import { object, string, type InferType } from 'yup';
import { emailText, requiredText } from '../validation/fields';

/** Said when a client has sent its hour's callback requests (lib/security/limits.ts). */
export const CALLBACK_LIMIT_MESSAGE =
  'Many requests have come from this connection in the last hour. The desk will call you back; to send another, please try again later.';

export const CALLBACK_MESSAGES = {
  patientName: 'Patient Name is required',
  contactNumber: 'Contact Number must be a 10-digit number',
  email: 'Invalid email address',
  disease: 'Disease is required',
  /** The department page picks the address from a location select. */
  addressDepartment: 'Please select your location',
  /** The treatment page asks for a typed address. */
  addressTreatment: 'Address is required',
  /** The consultation form's location field (the spec gives no text; this follows the others). */
  location: 'Location is required',
  pageName: 'Page name is required',
  tooLong: 'This text is too long',
} as const;

/** Which form sent a callback request; it decides the address rule and whether e-mail is asked. */
export type CallbackFormKind = 'department' | 'treatment' | 'doctors';

const tooLong = CALLBACK_MESSAGES.tooLong;

const contactNumber = string()
  .typeError(CALLBACK_MESSAGES.contactNumber)
  .default('')
  .matches(/^\d{10}$/, CALLBACK_MESSAGES.contactNumber);

const shared = {
  patient_name: requiredText(CALLBACK_MESSAGES.patientName, 100, tooLong),
  contact_number: contactNumber,
  disease: requiredText(CALLBACK_MESSAGES.disease, 500, tooLong),
  page_name: requiredText(CALLBACK_MESSAGES.pageName, 200, tooLong),
};

/** The callback form of department ('Please select your location') or treatment pages. */
export function callbackSchema(kind: 'department' | 'treatment') {
  const addressMessage =
    kind === 'department'
      ? CALLBACK_MESSAGES.addressDepartment
      : CALLBACK_MESSAGES.addressTreatment;
  return object({
    ...shared,
    email_id: emailText(CALLBACK_MESSAGES.email),
    address: requiredText(addressMessage, 500, tooLong),
  });
}

/** The /doctors consultation form: patient name, mobile number, location, disease; no e-mail. */
export const consultationSchema = object({
  ...shared,
  address: requiredText(CALLBACK_MESSAGES.location, 500, tooLong),
});

export type CallbackValues = InferType<ReturnType<typeof callbackSchema>>;
export type ConsultationValues = InferType<typeof consultationSchema>;

/** The sending form's name travels as text; it is read, not stored. */
const formName = { form: string().optional() };

/**
 * The schema the server applies to a request; unknown or missing kinds get the treatment rule.
 * `form` is part of it so that a value of the wrong type is refused like any other field.
 */
export function callbackSchemaFor(kind: unknown) {
  if (kind === 'doctors') return consultationSchema.shape(formName);
  return callbackSchema(kind === 'department' ? 'department' : 'treatment').shape(formName);
}
