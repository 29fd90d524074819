'use server';

import { headers } from 'next/headers';
import type { AnySchema } from 'yup';
import { callbackSchemaFor } from '@/lib/leads/callback-schema';
import { CONTACT_MESSAGES, contactSchema } from '@/lib/leads/contact-schema';
import { CALLBACK_TOASTS, CONSULTATION_PAGE_NAME, type FormAnswer } from '@/lib/leads/form-texts';
import {
  submitCallbackRequest,
  submitContactMessage,
  type CallbackInput,
} from '@/lib/leads/submit';
import { formStep } from '@/lib/self-service/guard';
import { formFields } from '@/lib/staff/action';
import { knownFields } from '@/lib/validation/input-shape';
import { validateBody } from '@/lib/validation/validate';

/**
 * The lead forms' server actions: what a form posts when it is sent before its script has loaded,
 * or without script (docs/decisions/forms-without-javascript.md). They validate with the schema
 * the API's routes use, store through the same service under the same limits, and answer the
 * form's state, which the page at the form's permalink (./[form]/page.tsx) shows with the fields
 * filled in again. The working (formik) forms keep posting JSON to the API.
 */

type Lead<S extends AnySchema> = {
  fields: Record<string, unknown>;
  schema: S;
  /** Fields sent back after a success, so the page still says where the form came from. */
  kept?: string[];
  /** The form's text for a refusal ('' where the spec shows only the fields' messages). */
  refused: string;
  /** The form's text for any other failure (a limit, the database out). */
  failure: string;
  store: (input: S['__outputType']) => Promise<unknown>;
  sent: string;
};

/** The fields that were sent as text, of `names` only when given. */
function textOf(fields: unknown, names?: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof value === 'string' && (!names || names.includes(name))) values[name] = value;
  }
  return values;
}

async function answer<S extends AnySchema>(lead: Lead<S>): Promise<FormAnswer> {
  // Only the schema's own fields are sent back (never Next's action fields or anything forged).
  const values = textOf(knownFields(lead.schema, lead.fields));
  const state = await formStep('forms.lead', async () => {
    const parsed = await validateBody(lead.schema, lead.fields);
    if (!parsed.ok) return { ok: false, message: '', errors: parsed.errors };
    await lead.store(parsed.value);
    return { ok: true, message: lead.sent };
  });
  if (state.ok) {
    return {
      status: 'sent',
      message: lead.sent,
      errors: {},
      values: textOf(values, lead.kept ?? []),
    };
  }
  const errors = state.errors ?? {};
  const fieldsOnly = !state.message && Object.keys(errors).length > 0;
  return {
    status: 'refused',
    message: fieldsOnly ? lead.refused : lead.failure,
    ...(!fieldsOnly && { note: state.message }),
    errors,
    values,
  };
}

/** The department and treatment pages' 'Book FREE Doctor Appointment' form. */
export async function sendCallbackForm(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const client = { headers: await headers() };
  const fields = formFields(form);
  return answer({
    fields,
    schema: callbackSchemaFor(fields.form === 'department' ? 'department' : 'treatment'),
    kept: ['page_name', 'form'],
    refused: CALLBACK_TOASTS.refused,
    failure: CALLBACK_TOASTS.refused,
    store: (input: CallbackInput) => submitCallbackRequest(client, input),
    sent: CALLBACK_TOASTS.success,
  });
}

/** The /doctors consultation form: a callback request without an e-mail. */
export async function sendConsultationForm(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  const client = { headers: await headers() };
  return answer({
    fields: { ...formFields(form), page_name: CONSULTATION_PAGE_NAME },
    schema: callbackSchemaFor('doctors'),
    refused: CALLBACK_TOASTS.refused,
    failure: CALLBACK_TOASTS.refused,
    store: (input: CallbackInput) => submitCallbackRequest(client, input),
    sent: CALLBACK_TOASTS.success,
  });
}

/** The /contactus message form: its problems are the fields' own messages, as its toasts say. */
export async function sendContactForm(_: FormAnswer, form: FormData): Promise<FormAnswer> {
  return answer({
    fields: formFields(form),
    schema: contactSchema,
    refused: '',
    failure: CONTACT_MESSAGES.failure,
    store: submitContactMessage,
    sent: CONTACT_MESSAGES.success,
  });
}
