import { formRoute } from '@/lib/api/handler';
import { contactSchema } from '@/lib/leads/contact-schema';
import { submitContactMessage } from '@/lib/leads/submit';

// POST /api/contactform/add_contactform – stores a message from the /contactus form
export const POST = formRoute({
  body: 'json',
  schema: contactSchema,
  handle: async (input) => {
    const stored = await submitContactMessage(input);
    return { message: 'Success', data: { _id: String(stored.id) } };
  },
});
