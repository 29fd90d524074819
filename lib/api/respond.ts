/**
 * Small JSON answers shared by the route handlers: field errors as `{ errors: { field: message } }`
 * (status 400), a plain message for other failures, and no caching of API answers by browsers.
 */
const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function fieldErrors(errors: Record<string, string>): Response {
  return json({ message: 'Invalid request', errors }, 400);
}

export function notFoundJson(message: string): Response {
  return json({ message }, 404);
}

/** Logs what went wrong on the server and answers a generic 500 (no internals leak). */
export function serverError(context: string, error: unknown): Response {
  console.error(`${context}:`, error);
  return json({ message: 'Something went wrong on our side. Please try again later.' }, 500);
}
