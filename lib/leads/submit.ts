import 'server-only';
import { getDb } from '@/lib/db';
import { spendOwnLimit } from '@/lib/security/request-limit';
import { CALLBACK_LIMIT_MESSAGE } from './callback-schema';
import { createCallbackRequest, createContactMessage, type StoredLead } from './writes';

/**
 * Storing a lead as every way in does it: the API's routes (JSON, from the working forms) and the
 * forms' server actions (a submit before or without script). Input arrives validated by the
 * form's own schema.
 */

/** A validated callback or consultation request (lib/leads/callback-schema.ts). */
export type CallbackInput = {
  patient_name: string;
  contact_number: string;
  email_id?: unknown;
  disease: string;
  address: string;
  page_name: string;
};

/** Spends the client's callback limit (20 an hour, 429 past it), then stores the request. */
export async function submitCallbackRequest(
  client: Pick<Request, 'headers'>,
  input: CallbackInput,
): Promise<StoredLead> {
  await spendOwnLimit(client, 'callbackRequest', CALLBACK_LIMIT_MESSAGE);
  return createCallbackRequest(await getDb(), {
    patientName: input.patient_name,
    contactNumber: input.contact_number,
    email: typeof input.email_id === 'string' ? input.email_id : undefined,
    disease: input.disease,
    address: input.address,
    pageName: input.page_name,
  });
}

export async function submitContactMessage(input: {
  name: string;
  email: string;
  message: string;
}): Promise<StoredLead> {
  return createContactMessage(await getDb(), input);
}
