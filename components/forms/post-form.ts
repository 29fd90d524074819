/**
 * Browser side of the form endpoints: one answer shape for the forms to branch on, so each
 * form can show the spec's distinct texts for a refused request and for a failed connection.
 */
import type { FieldErrors } from '@/lib/validation/validate';

export type PostResult =
  | { kind: 'ok' }
  /**
   * The server answered, but not 200: `errors` names bad fields when it sent them, `message` is
   * the API's message (see refusalText).
   */
  | { kind: 'refused'; status: number; errors: FieldErrors; message?: string }
  /** No answer at all (offline, DNS, aborted). */
  | { kind: 'network' };

async function send(url: string, init: RequestInit): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', credentials: 'same-origin', ...init });
  } catch {
    return { kind: 'network' };
  }
  if (response.status === 200) return { kind: 'ok' };
  let errors: FieldErrors = {};
  let message: string | undefined;
  try {
    const body = (await response.json()) as { errors?: unknown; message?: unknown } | null;
    if (body?.errors && typeof body.errors === 'object') errors = body.errors as FieldErrors;
    if (typeof body?.message === 'string' && body.message) message = body.message;
  } catch {
    // A non-JSON error page (a proxy's): the status alone decides.
  }
  return { kind: 'refused', status: response.status, errors, message };
}

export const NETWORK_ERROR = 'Network error: Please check your internet connection.';

/** Said when the server refused without a message of its own (a proxy's error page). */
export const RETRY_LATER =
  'The server could not take your request right now. Please try again in a minute.';

/**
 * The server's own words about a refused post, shown under the form's (spec) failure text: none
 * for a 400, whose fields say what to change; for anything else (too large, too many tries, the
 * service down) its message, which says whether and when to try again.
 */
export function serverNote(result: Extract<PostResult, { kind: 'refused' }>): string | undefined {
  if (result.status === 400) return undefined;
  return result.message ?? RETRY_LATER;
}

export function postJson(url: string, body: Record<string, unknown>): Promise<PostResult> {
  return send(url, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export function postMultipart(url: string, body: FormData): Promise<PostResult> {
  // No Content-Type here: the browser adds the multipart boundary itself.
  return send(url, { body });
}
