import 'server-only';
import type { Schema } from 'yup';
import { env } from '@/lib/env';
import { InvalidInputError, RequestRefusedError, ServiceError } from '@/lib/services/errors';
import { validateBody } from '@/lib/validation/validate';
import { isCrossSiteRequest } from './origin';
import { readJsonObject, readMultipart } from './request-body';

/**
 * The route wrappers. Every answer is `no-store` (live state or personal data); known errors
 * keep their status with a JSON body; anything else is logged and answered 500 without internals;
 * a state-changing request from another site's page is refused with 403.
 */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** Public catalogue reads: a minute in browsers and shared caches; the data is cached by tag. */
export const PUBLIC_CACHE = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
} as const;

/** JSON form bodies are a few fields of text; 32 KB is generous. */
export const JSON_BODY_LIMIT = 32 * 1024;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof ServiceError) {
    return Response.json(error.toBody(), {
      status: error.status,
      headers: { ...NO_STORE, ...error.headers() },
    });
  }
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'API route';
  console.error(`${where} failed`, error);
  return json({ message: 'Something went wrong. Please try again later.' }, 500);
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

/** Wraps a route handler whose first argument is the request. */
export function withErrors<A extends [Request, ...unknown[]]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      refuseCrossSite(args[0]);
      return await handler(...args);
    } catch (error) {
      return errorResponse(error, args[0]);
    }
  };
}

/** The request's JSON body; a body that is not JSON is a 400, not a crash. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new InvalidInputError({ body: 'The request body must be JSON' });
  }
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
  /** The form's yup schema; a function when the raw input decides which schema applies. */
  schema: Schema<T> | ((raw: Record<string, unknown>) => Schema<T>);
  /** Runs with validated input; returns a JSON-able body (answered with 200) or a Response. */
  handle: (input: T, request: Request) => Promise<Response | Record<string, unknown>>;
};

/**
 * The wrapper of every form endpoint: refuses cross-site posts (403), reads the body within its
 * size limit (413), parses it (400 when malformed), validates it with the same yup schema the
 * page uses (400 with `{ errors: { field: message } }`), then runs the handler.
 */
export function formRoute<T>(options: FormRouteOptions<T>) {
  const maxBytes = options.maxBytes ?? JSON_BODY_LIMIT;
  return withErrors(async (request: Request): Promise<Response> => {
    const raw =
      options.body === 'json'
        ? await readJsonObject(request, maxBytes)
        : await readMultipart(request, maxBytes);
    const schema = typeof options.schema === 'function' ? options.schema(raw) : options.schema;
    try {
      const parsed = await validateBody(schema, raw);
      if (!parsed.ok) throw new InvalidInputError(parsed.errors);
      const result = await options.handle(parsed.value, request);
      return result instanceof Response ? result : json(result, 200);
    } catch (error) {
      // The form pages read `{ errors }` alone, from the schema or from the service.
      if (error instanceof InvalidInputError) return json({ errors: error.errors }, error.status);
      throw error;
    }
  });
}
