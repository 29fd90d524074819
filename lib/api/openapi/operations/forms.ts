/** The callback request and contact forms: the same yup schemas as the pages' forms. */
import { callbackSchemaFor } from '@/lib/leads/callback-schema';
import { contactSchema } from '@/lib/leads/contact-schema';
import { storedAnswerSchema } from '../answer-fields';
import { INVALID_BODY, JSON_BODY_FAILURES, jsonAnswer } from '../answers';
import type { Operation } from '../operation';

const TAG = 'Forms';

export const FORM_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/booking/create_booking',
    operationId: 'requestCallback',
    tag: TAG,
    summary: "Stores a callback request ('Book FREE Doctor Appointment' or the consultation form)",
    description:
      "`form` names the sending form and picks the rules: 'department' (address from a location select), 'treatment' (a typed address; also any other or no value) or 'doctors' (no e-mail). It is not stored. Each stored request e-mails the desk, so one client may store 20 an hour; then 429 `rate_limited` with Retry-After (refused ones do not count).",
    requestBody: {
      contentType: 'application/json',
      variants: [
        {
          title: 'department',
          schema: callbackSchemaFor('department'),
          properties: { form: { const: 'department' } },
          required: ['form'],
        },
        {
          title: 'treatment',
          schema: callbackSchemaFor('treatment'),
          properties: {
            form: { type: 'string', description: "'treatment', any other text, or left out" },
          },
        },
        {
          title: 'doctors',
          schema: callbackSchemaFor('doctors'),
          properties: { form: { const: 'doctors' } },
          required: ['form'],
        },
      ],
    },
    responses: {
      200: jsonAnswer('Stored; `data._id` is the request', storedAnswerSchema),
      400: INVALID_BODY,
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/contactform/add_contactform',
    operationId: 'sendContactMessage',
    tag: TAG,
    summary: 'Stores a message from the /contactus form',
    requestBody: { contentType: 'application/json', variants: [{ schema: contactSchema }] },
    responses: {
      200: jsonAnswer('Stored; `data._id` is the message', storedAnswerSchema),
      400: INVALID_BODY,
      ...JSON_BODY_FAILURES,
    },
  },
];
