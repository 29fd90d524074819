import { formRoute } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { createContactMessage } from '@/lib/leads/writes';
import { contactSchema } from '@/lib/leads/contact-schema';

// POST /api/contactform/add_contactform – stores a message from the /contactus form
export const POST = formRoute({
  body: 'json',
  schema: contactSchema,
  handle: async (input) => {
    const stored = await createContactMessage(await getDb(), input);
    return { message: 'Success', data: { _id: String(stored.id) } };
  },
});
