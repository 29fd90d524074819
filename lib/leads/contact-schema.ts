/** The message form of /contactus; the spec shows its errors as toasts. */
import { object, type InferType } from 'yup';
import { emailText, requiredText } from '../validation/fields';

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  /** The spec uses this one text for an empty and for a malformed address. */
  email: 'Email is required',
  message: 'Message is required',
  tooLong: 'This text is too long',
  success: 'Submitted Successfully',
  failure: 'Failed to Submit',
} as const;

export const contactSchema = object({
  name: requiredText(CONTACT_MESSAGES.name, 100, CONTACT_MESSAGES.tooLong),
  email: emailText(CONTACT_MESSAGES.email),
  message: requiredText(CONTACT_MESSAGES.message, 5000, CONTACT_MESSAGES.tooLong),
});

export type ContactValues = InferType<typeof contactSchema>;
