/**
 * The `Error` component: the one shape of every error answer (lib/api/errors.ts, `ErrorBody`),
 * described as a yup schema so the document's component comes out of the same converter as the
 * rest, and bound to `ErrorBody` by type so neither can change alone.
 */
import { mixed, object, string, type InferType } from 'yup';
import type { ErrorBody } from '@/lib/api/errors';
import type { FieldErrors } from '@/lib/validation/validate';
import type { SameType } from './same-type';

export const errorBodySchema = object({
  message: string().defined().meta({ description: 'For people: what went wrong and what to do.' }),
  code: string().defined().meta({
    description:
      'For programs: invalid_input, malformed_body, cross_site, unauthorized, not_found, slot_taken, price_changed, payload_too_large, length_required, malformed_url, method_not_allowed, unsupported_media_type, slot_refused, rate_limited, too_many_attempts, hold_limit, payment_not_verified, access_required, provider_unavailable, service_unavailable, payments_unavailable, pdf_check_unavailable, internal_error.',
    example: 'invalid_input',
  }),
  errors: mixed<FieldErrors>()
    .optional()
    .meta({
      description:
        'One message per bad field, keyed by its path (`items[0].quantity`): on a 400 invalid_input and on a coupon 429.',
      jsonSchema: { type: 'object', additionalProperties: { type: 'string' } },
    }),
  requestId: string().optional().meta({
    description:
      "The request's id, also in the X-Request-Id header; the server's log line carries it.",
  }),
});

export const errorBodyMatchesErrorBody: SameType<
  ErrorBody,
  InferType<typeof errorBodySchema>
> = true;
