/**
 * Readiness, cache revalidation, the vitals beacon, this document, and the catch-all that answers any other /api
 * path. Their answers have no shape function (health and the catch-all are written in their
 * routes, revalidation in lib/cache/revalidate-request.ts), so they are described here.
 */
import { mixed, object } from 'yup';
import { MAX_TAG_LENGTH, MAX_TAGS, TAGS_MESSAGE } from '@/lib/cache/revalidate-request';
import { vitalsBeaconSchema } from '@/lib/vitals/beacon-schema';
import { list, literal, oneOfTexts, text } from '../answer-fields';
import {
  cacheHeader,
  errorAnswer,
  INVALID_BODY,
  JSON_BODY_FAILURES,
  jsonAnswer,
  shared,
} from '../answers';
import type { Answer, Operation } from '../operation';
import type { HttpMethod } from '../types';

const TAG = 'Operations';

export const healthyAnswerSchema = object({
  status: literal('ok'),
  checks: object({ database: literal('up') }),
});

export const unhealthyAnswerSchema = object({
  status: literal('unavailable'),
  message: text(),
  code: literal('service_unavailable'),
  checks: object({ database: literal('down') }),
});

export const liveAnswerSchema = object({ status: literal('ok') });

export const notReadyAnswerSchema = object({
  status: literal('unavailable'),
  message: text(),
  code: literal('service_unavailable'),
  checks: object({
    database: oneOfTexts(['starting', 'down']),
  }),
});

export const revalidatedAnswerSchema = object({
  revalidated: list(text()).meta({ description: 'The tags expired, each once' }),
});

/** The document itself, as far as a client needs to know it is one. */
export const openApiAnswerSchema = object({
  openapi: literal('3.1.0'),
  info: object({ title: text(), version: text(), description: text() }),
  externalDocs: object({ description: text(), url: text() }),
  tags: list(object({ name: text(), description: text() })),
  paths: mixed<Record<string, unknown>>()
    .defined()
    .meta({ jsonSchema: { type: 'object' } }),
  components: mixed<Record<string, unknown>>()
    .defined()
    .meta({ jsonSchema: { type: 'object' } }),
});

const unknownPath = errorAnswer("`not_found`: 'No such API endpoint'.");

/** The catch-all app/api/[...path]: Next serves every known path first. */
function unknownPathOperation(method: HttpMethod): Operation {
  const answers: Operation['responses'] =
    method === 'head'
      ? { 404: { description: 'No such endpoint (no body)' } satisfies Answer }
      : { 404: unknownPath };
  return {
    method,
    path: '/api/{path}',
    operationId: `unknownPath${method[0].toUpperCase()}${method.slice(1)}`,
    tag: TAG,
    summary: 'Any other path under /api: 404 in the one error shape',
    description:
      "Whatever the method and however many segments, so a client never meets the site's HTML not-found page under /api.",
    parameters: [
      {
        name: 'path',
        in: 'path',
        required: true,
        description: 'One or more path segments that no operation above serves',
        schema: { type: 'string' },
      },
    ],
    responses:
      method === 'get' || method === 'head'
        ? answers
        : { ...answers, 403: shared('CrossSite'), 429: shared('RateLimited') },
  };
}

export const PLATFORM_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    tag: TAG,
    summary: 'Ready once the database is migrated and seeded',
    description:
      'For start-up probes and load balancers, which take an instance out of rotation on the 503.',
    responses: {
      200: jsonAnswer('Ready', healthyAnswerSchema),
      503: {
        ...jsonAnswer('The database cannot be reached', unhealthyAnswerSchema),
        headers: {
          'Cache-Control': cacheHeader('no-store'),
          'Retry-After': { $ref: '#/components/headers/Retry-After' },
        },
      },
    },
  },
  {
    method: 'get',
    path: '/api/health/live',
    operationId: 'getLiveness',
    tag: TAG,
    summary: 'Liveness: the process answers (no database is asked)',
    description:
      'For orchestrators that restart a stuck process: a database outage never fails it, so healthy instances are not restarted for it.',
    responses: { 200: jsonAnswer('Alive', liveAnswerSchema) },
  },
  {
    method: 'get',
    path: '/api/health/ready',
    operationId: 'getReadiness',
    tag: TAG,
    summary: "Readiness: this instance's database is migrated and answers",
    description:
      'Answers at once: 503 with `checks.database` `starting` while this instance opens, migrates or seeds its database, `down` when it cannot be reached.',
    responses: {
      200: jsonAnswer('Ready', healthyAnswerSchema),
      503: {
        ...jsonAnswer('Starting, or the database cannot be reached', notReadyAnswerSchema),
        headers: {
          'Cache-Control': cacheHeader('no-store'),
          'Retry-After': { $ref: '#/components/headers/Retry-After' },
        },
      },
    },
  },
  {
    method: 'post',
    path: '/api/vitals',
    operationId: 'reportVitals',
    tag: TAG,
    summary: "A sampled page view's Core Web Vitals (the site's own beacon)",
    description:
      "Sent by navigator.sendBeacon as a page is hidden: the page template (never its address), device class, connection type and each metric once. Counted into the day's histograms (docs/decisions/real-user-vitals.md); nothing identifying is read or kept. Its own rate limit per client.",
    requestBody: { contentType: 'application/json', variants: [{ schema: vitalsBeaconSchema }] },
    responses: {
      204: { description: 'Counted' },
      400: INVALID_BODY,
      ...JSON_BODY_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/revalidate',
    operationId: 'revalidateTags',
    tag: TAG,
    summary: "Expires the cached content of the given tags (content editors' tools)",
    description:
      'Exists only while REVALIDATE_SECRET is set (404 otherwise). Every page and read that showed the tagged content renders afresh on its next request; with REDIS_URL on every instance.',
    security: ['revalidateSecret'],
    requestBody: {
      contentType: 'application/json',
      variants: [
        {
          schema: {
            type: 'object',
            required: ['tags'],
            properties: {
              tags: {
                type: 'array',
                minItems: 1,
                maxItems: MAX_TAGS,
                items: { type: 'string', minLength: 1, maxLength: MAX_TAG_LENGTH, pattern: '\\S' },
                description: "Cache tag names, e.g. 'doctors', 'department:cardiology', 'seo:Home'",
              },
            },
          },
        },
      ],
    },
    responses: {
      200: jsonAnswer('Revalidated', revalidatedAnswerSchema),
      400: errorAnswer(`\`invalid_input\`: '${TAGS_MESSAGE}' in \`errors.tags\`.`),
      401: errorAnswer('`unauthorized`: the x-revalidate-secret header is missing or wrong.'),
      404: errorAnswer(
        '`not_found`: REVALIDATE_SECRET is not set, so the endpoint does not exist.',
      ),
      ...JSON_BODY_FAILURES,
      503: errorAnswer(
        '`service_unavailable`: the shared cache (Redis) cannot be reached, so nothing was revalidated.',
        { retry: true },
      ),
    },
  },
  {
    method: 'get',
    path: '/api/metrics',
    operationId: 'getMetrics',
    tag: TAG,
    summary: "This instance's metrics in Prometheus's text format",
    description:
      'For a Prometheus scraper: request counts, 5xx and durations by route pattern, cache, database, outbox, holds, payments, refunds, sign-in failures and backup age (docs/decisions/metrics.md). Exists only while METRICS_TOKEN is set (404 otherwise); never cached.',
    security: ['metricsToken'],
    responses: {
      200: {
        description: 'The exposition text (version 0.0.4)',
        content: { 'text/plain': null },
        headers: { 'Cache-Control': cacheHeader('no-store') },
      },
      401: errorAnswer('`unauthorized`: the Authorization bearer token is missing or wrong.'),
      404: errorAnswer('`not_found`: METRICS_TOKEN is not set, so the endpoint does not exist.'),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: TAG,
    summary: 'This document: OpenAPI 3.1, made from the schemas the routes validate with',
    description: 'Readable at /api-docs.',
    responses: { 200: jsonAnswer('The document', openApiAnswerSchema, 'public') },
  },
  ...(['get', 'head', 'post', 'put', 'patch', 'delete'] as const).map(unknownPathOperation),
];
