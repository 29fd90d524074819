import { formRoute } from '@/lib/api/handler';
import { callbackSchemaFor } from '@/lib/leads/callback-schema';
import { submitCallbackRequest } from '@/lib/leads/submit';

// POST /api/booking/create_booking – stores a callback request from the 'Book FREE Doctor Appointment' or consultation form
export const POST = formRoute({
  body: 'json',
  // `form` names the sending form ('department', 'treatment' or 'doctors'), which picks the
  // address message and whether an e-mail is asked; it is not stored.
  schema: (raw) => callbackSchemaFor(raw.form),
  handle: async (input, request) => {
    const stored = await submitCallbackRequest(request, input);
    return { message: 'Success', data: { _id: String(stored.id) } };
  },
});
