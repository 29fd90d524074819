import { formRoute } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { createCallbackRequest } from '@/lib/leads/writes';
import { CALLBACK_LIMIT_MESSAGE, callbackSchemaFor } from '@/lib/leads/callback-schema';
import { spendOwnLimit } from '@/lib/security/request-limit';

// POST /api/booking/create_booking – stores a callback request from the 'Book FREE Doctor Appointment' or consultation form
export const POST = formRoute({
  body: 'json',
  // `form` names the sending form ('department', 'treatment' or 'doctors'), which picks the
  // address message and whether an e-mail is asked; it is not stored.
  schema: (raw) => callbackSchemaFor(raw.form),
  handle: async (input, request) => {
    await spendOwnLimit(request, 'callbackRequest', CALLBACK_LIMIT_MESSAGE);
    const stored = await createCallbackRequest(await getDb(), {
      patientName: input.patient_name,
      contactNumber: input.contact_number,
      email: 'email_id' in input && typeof input.email_id === 'string' ? input.email_id : undefined,
      disease: input.disease,
      address: input.address,
      pageName: input.page_name,
    });
    return { message: 'Success', data: { _id: String(stored.id) } };
  },
});
