/**
 * Answers shared by many operations: a JSON answer with its caching, the one error shape, and the
 * refusals every route of a kind can give (a JSON body's 400/403/413/415/429, the database's 503).
 */
import { NO_STORE, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/lib/api/handler';
import type { AnySchema } from 'yup';
import type { JsonSchema } from './json-schema';
import type { Answer, Header } from './operation';

export const ERROR_REF: JsonSchema = { $ref: '#/components/schemas/Error' };

const REQUEST_ID: Header = { $ref: '#/components/headers/X-Request-Id' };
const RETRY_AFTER: Header = { $ref: '#/components/headers/Retry-After' };

/** Public catalogue reads may be kept a minute by browsers and shared caches. */
export const CACHE_CONTROL = {
  public: PUBLIC_CACHE['Cache-Control'],
  'no-store': NO_STORE['Cache-Control'],
  private: PRIVATE_NO_STORE['Cache-Control'],
} as const;

export type Caching = keyof typeof CACHE_CONTROL;

export function cacheHeader(caching: Caching): Header {
  return {
    description:
      caching === 'public'
        ? 'Cacheable for a minute by browsers and shared caches'
        : caching === 'private'
          ? "Never cached, by no one: the signed-in patient's own"
          : 'Never cached: live state or personal data',
    required: true,
    schema: { type: 'string', const: CACHE_CONTROL[caching] },
  };
}

/** A JSON answer; `schemas` of more than one are alternatives. */
export function jsonAnswer(
  description: string,
  schemas: AnySchema | AnySchema[],
  caching: Caching = 'no-store',
): Answer {
  return {
    description,
    content: { 'application/json': schemas },
    headers: { 'Cache-Control': cacheHeader(caching) },
  };
}

/** An answer in the one error shape (lib/api/errors.ts); `retry` adds Retry-After. */
export function errorAnswer(description: string, { retry = false } = {}): Answer {
  return {
    description,
    content: { 'application/json': ERROR_REF },
    headers: {
      'X-Request-Id': REQUEST_ID,
      'Cache-Control': cacheHeader('no-store'),
      ...(retry && { 'Retry-After': RETRY_AFTER }),
    },
  };
}

/** The responses every route wrapped by withErrors may give (components.responses). */
export const SHARED_RESPONSES = {
  InternalError: errorAnswer(
    '`internal_error`: a fault on our side, logged under `requestId` without personal data.',
  ),
  DatabaseUnavailable: errorAnswer(
    '`service_unavailable`: the database cannot be reached. Nothing was stored or charged; try again after Retry-After seconds.',
    { retry: true },
  ),
  CrossSite: errorAnswer(
    "`cross_site`: a state-changing request from another site's page is refused.",
  ),
  RateLimited: errorAnswer(
    '`rate_limited`: too many POST requests from this client (counted per client before the route runs); try again after Retry-After seconds.',
    { retry: true },
  ),
  TooLarge: errorAnswer(
    '`payload_too_large`: the body is over its limit (16 kB of JSON, 64 kB for the webhook, 5 MB + 64 kB for a job application).',
  ),
  LengthRequired: errorAnswer(
    '`length_required`: a body sent without Content-Length (chunked) is refused before it is read.',
  ),
  UnsupportedMediaType: errorAnswer(
    '`unsupported_media_type`: the body is not of the content type documented for the operation.',
  ),
} satisfies Record<string, Answer>;

export type SharedResponse = keyof typeof SHARED_RESPONSES;

export const shared = (name: SharedResponse) => ({
  $ref: `#/components/responses/${name}`,
});

/** What a read of stored content can answer besides its own 200. */
export const READ_FAILURES = {
  500: shared('InternalError'),
  503: shared('DatabaseUnavailable'),
};

/** What any POST with a JSON body can answer besides its own statuses (400 is the route's). */
export const JSON_BODY_FAILURES = {
  403: shared('CrossSite'),
  411: shared('LengthRequired'),
  413: shared('TooLarge'),
  415: shared('UnsupportedMediaType'),
  429: shared('RateLimited'),
  ...READ_FAILURES,
};

/** The 400 of a JSON body validated by a yup schema. */
export const INVALID_BODY = errorAnswer(
  '`invalid_input`: a field is missing, of the wrong JSON type or breaks its rule; `errors` holds one message per field (the messages of the form). `malformed_body`: the body is not a JSON object in UTF-8.',
);
