import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AnySchema, InferType, Schema } from 'yup';
import { JSON_BODY_LIMIT } from '@/lib/api/body-limits.mjs';
import { databaseFault } from '@/lib/db/unavailable';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { recordRequest } from '@/lib/metrics/registry';
import { routePattern } from '@/lib/metrics/route-pattern';
import { safeError } from '@/lib/log/safe-error';
import {
  InvalidInputError,
  RequestRefusedError,
  ServiceError,
  ServiceUnavailableError,
  type ErrorBody,
} from '@/lib/api/errors';
import { validateBody } from '@/lib/validation/validate';
import { refuseOverLimit } from '@/lib/security/request-limit';
import { isCrossSiteRequest } from './origin';
import { readJsonObject, readMultipart } from './request-body';

/**
 * The route wrappers. Every answer is `no-store` (live state or personal data); every error is
 * JSON in the one shape of `ErrorBody` with the request's id (also in X-Request-Id), which the
 * server's log line carries too; known errors keep their status; an unreachable database is a 503;
 * anything else is logged (without personal data) and answered 500 without internals; a
 * state-changing request from another site's page is refused with 403.
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A signed-in patient's own answer (/api/account/*): for this browser only, never kept. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** Public catalogue reads: a minute in browsers and shared caches; the data is cached by tag. */
export const PUBLIC_CACHE = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
} as const;

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again in a minute.';

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function where(request?: Request) {
  if (!request) return {};
  try {
    // The path only: a query string may carry what a visitor typed.
    return { method: request.method, path: new URL(request.url).pathname };
  } catch {
    return { method: request.method };
  }
}

export function errorResponse(error: unknown, request?: Request): Response {
  const requestId = randomUUID();
  const fault = error instanceof ServiceError ? null : databaseFault(error);
  const known =
    error instanceof ServiceError ? error : fault ? new ServiceUnavailableError() : null;
  if (known && known.status < 500) {
    const body: ErrorBody = { ...known.toBody(), requestId };
    return Response.json(body, {
      status: known.status,
      headers: { ...NO_STORE, ...known.headers(), 'X-Request-Id': requestId },
    });
  }
  const status = known?.status ?? 500;
  logger.error(
    { requestId, ...where(request), status, ...(fault && { fault }), err: safeError(error) },
    status === 500 ? 'request failed' : 'request refused: dependency unavailable',
  );
  const body: ErrorBody = known
    ? { ...known.toBody(), requestId }
    : { message: INTERNAL_ERROR, code: 'internal_error', requestId };
  return Response.json(body, {
    status,
    headers: { ...NO_STORE, ...known?.headers(), 'X-Request-Id': requestId },
  });
}

function refuseCrossSite(request: Request) {
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    isCrossSiteRequest(request, env.siteUrl)
  ) {
    throw new RequestRefusedError(403, 'Cross-site requests are not allowed');
  }
}

/**
 * Wraps a route handler whose first argument is the request: a state-changing call over its
 * client's burst limit is refused (429), then one from another site's page (403). Each answer
 * is counted and timed by its route's pattern (lib/metrics/registry.ts).
 */
export function withErrors<A extends [Request, ...unknown[]]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    const started = performance.now();
    let response: Response;
    try {
      await refuseOverLimit(args[0]);
      refuseCrossSite(args[0]);
      response = await handler(...args);
    } catch (error) {
      response = errorResponse(error, args[0]);
    }
    await measure(args, response.status, started);
    return response;
  };
}

/** Records the answer; a failure to record never changes it. */
async function measure(args: unknown[], status: number, started: number) {
  try {
    const request = args[0] as Request;
    const route = await routePattern(request, args[1]);
    recordRequest(request.method, route, status, (performance.now() - started) / 1000);
  } catch (error) {
    logger.warn({ err: safeError(error) }, 'metrics: a request could not be recorded');
  }
}

/**
 * The request's JSON object body, within JSON_BODY_LIMIT (413, checked while streaming), of
 * type application/json (415), well-formed (400).
 */
export function readJson(request: Request): Promise<Record<string, unknown>> {
  return readJsonObject(request, JSON_BODY_LIMIT);
}

/**
 * The body validated by `schema` (the same yup schema the page uses), or 400 with a message per
 * field: the one validation step of every route.
 */
export async function validInput<S extends AnySchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  const parsed = await validateBody(schema, body);
  if (!parsed.ok) throw new InvalidInputError(parsed.errors);
  return parsed.value;
}

/** A positive integer id from a path segment, or null. */
export function parseId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

type FormRouteOptions<T> = {
  body: 'json' | 'multipart';
  /** Largest accepted body in bytes; larger ones answer 413 before being parsed. */
  maxBytes?: number;
  /** A check of the request before its body is read (a limit of the route's own). */
  before?: (request: Request) => Promise<void>;
  /** The form's yup schema; a function when the raw input decides which schema applies. */
  schema: Schema<T> | ((raw: Record<string, unknown>) => Schema<T>);
  /** Runs with validated input; returns a JSON-able body (answered with 200) or a Response. */
  handle: (input: T, request: Request) => Promise<Response | Record<string, unknown>>;
};

/**
 * The wrapper of every form endpoint: refuses cross-site posts (403), reads the body within its
 * size limit (413), parses it (400 when malformed), validates it with the same yup schema the
 * page uses (400 with a message per field), then runs the handler.
 */
export function formRoute<T>(options: FormRouteOptions<T>) {
  const maxBytes = options.maxBytes ?? JSON_BODY_LIMIT;
  return withErrors(async (request: Request): Promise<Response> => {
    await options.before?.(request);
    const raw =
      options.body === 'json'
        ? await readJsonObject(request, maxBytes)
        : await readMultipart(request, maxBytes);
    const schema = typeof options.schema === 'function' ? options.schema(raw) : options.schema;
    const result = await options.handle(await validInput(schema, raw), request);
    return result instanceof Response ? result : json(result, 200);
  });
}
