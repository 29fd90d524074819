/**
 * Reading a request body within a size limit, then as JSON or multipart form data.
 * The limit is enforced while streaming, so a body without (or lying in) Content-Length
 * cannot make the server buffer more than `maxBytes`.
 */
import { RequestRefusedError } from '@/lib/api/errors';

export const TOO_LARGE = 'Request body is too large';

export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new RequestRefusedError(413, TOO_LARGE);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RequestRefusedError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * A JSON body's exact text, as sent (a webhook's signature covers these bytes): 415 unless it
 * is application/json, 413 past `maxBytes`, 400 unless it is UTF-8.
 */
export async function readJsonText(request: Request, maxBytes: number): Promise<string> {
  // Requiring the JSON type also keeps cross-site "simple" form posts out.
  if (mediaType(request) !== 'application/json') {
    throw new RequestRefusedError(415, 'Content-Type must be application/json');
  }
  const bytes = await readLimitedBody(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RequestRefusedError(400, 'Malformed JSON body');
  }
}

/** A JSON object body; anything else (malformed, an array, a bare value) is a 400. */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  const text = await readJsonText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestRefusedError(400, 'Malformed JSON body');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestRefusedError(400, 'The JSON body must be an object');
  }
  return value as Record<string, unknown>;
}

/** Multipart fields as an object: the first value of each name (a string or a File). */
export async function readMultipart(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaType(request) !== 'multipart/form-data') {
    throw new RequestRefusedError(415, 'Content-Type must be multipart/form-data');
  }
  const bytes = await readLimitedBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RequestRefusedError(400, 'Malformed multipart body');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
