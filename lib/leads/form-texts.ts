/**
 * What the lead forms say of an outcome, without yup or formik, so a page's first load can show
 * the server's answer to a form sent before its script (docs/decisions/forms-without-javascript.md).
 * The texts are the spec's (hospital-site.md section 5).
 */
import type { FieldErrors } from '@/lib/validation/validate';

/** The page name the /doctors consultation form's requests are stored with. */
export const CONSULTATION_PAGE_NAME = 'doctors';

export const CALLBACK_TOASTS = {
  success: 'Our Team will connect with you soon.',
  refused: 'Failed to submit data. Please try again.',
  network: 'An error occurred while submitting form data. Please try again.',
} as const;

/**
 * The server's answer to a lead form posted without script (a server action's state): what it
 * says, the message per refused field, and the fields as they were sent, to fill the form again.
 */
export type FormAnswer = {
  status: 'sent' | 'refused';
  /** The form's own text for the outcome ('' when only fields were refused on a toast form). */
  message: string;
  /** The server's words for a refusal that is not about a field (a limit, a fault). */
  note?: string;
  errors: FieldErrors;
  values: Record<string, string>;
} | null;

/** Where each lead form's server answer is shown (the pages of app/(site)/forms/[form]). */
export const FORM_ANSWER_PATHS = {
  callback: '/forms/callback',
  consultation: '/forms/consultation',
  contact: '/forms/contact',
} as const;

export type AnsweredForm = keyof typeof FORM_ANSWER_PATHS;
