/**
 * Browser side of the form endpoints: one answer shape for the forms to branch on, so each
 * form can show the spec's distinct texts for a refused request and for a failed connection.
 */
import type { FieldErrors } from '@/lib/validation/validate';

export type PostResult =
  | { kind: 'ok' }
  /** The server answered, but not 200; `errors` names bad fields when it sent them. */
  | { kind: 'refused'; status: number; errors: FieldErrors }
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
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'errors' in body && typeof body.errors === 'object') {
      errors = (body.errors ?? {}) as FieldErrors;
    }
  } catch {
    // A non-JSON error page: the status alone decides.
  }
  return { kind: 'refused', status: response.status, errors };
}

export function postJson(url: string, body: Record<string, unknown>): Promise<PostResult> {
  return send(url, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export function postMultipart(url: string, body: FormData): Promise<PostResult> {
  // No Content-Type here: the browser adds the multipart boundary itself.
  return send(url, { body });
}
