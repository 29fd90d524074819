/**
 * POST /api/revalidate, apart from Next: who may call it and what it must send. Content editors'
 * tools call it after a change so the pages showing that content render afresh on their next
 * request. Kept free of Next imports so its rules are unit-tested directly.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { JSON_BODY_LIMIT } from '../api/body-limits.mjs';
import { readJsonObject } from '../api/request-body';
import {
  InvalidInputError,
  NotFoundError,
  RequestRefusedError,
  ServiceError,
  ServiceUnavailableError,
} from '../api/errors';

export const SECRET_HEADER = 'x-revalidate-secret';
export const MAX_TAGS = 50;
/** Next ignores longer tags, so accepting one would only hide a mistake. */
export const MAX_TAG_LENGTH = 256;
export const TAGS_MESSAGE = `tags must be a list of 1 to ${MAX_TAGS} cache tag names`;
export const SHARED_CACHE_DOWN =
  'The shared cache (Redis) cannot be reached, so the other instances would keep the old pages. Nothing was revalidated: please try again in a minute.';

/** Constant-time comparison: hashing first gives equal lengths whatever was sent. */
function secretsMatch(expected: string, received: string | null): boolean {
  if (received === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(received));
}

export function parseTags(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !('tags' in body)) return null;
  const { tags } = body as { tags: unknown };
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  const valid = tags.every(
    (tag) => typeof tag === 'string' && tag.trim() !== '' && tag.length <= MAX_TAG_LENGTH,
  );
  return valid ? [...new Set(tags as string[])] : null;
}

/**
 * Checks who calls and what they send, then revalidates each tag once. Refusals are thrown as
 * the API's errors: 404 while no secret is configured (the endpoint does not exist rather than
 * being open), 401 for a wrong secret, 400 naming `tags`, and the body reader's 413/415/400.
 */
export async function handleRevalidate(
  request: Request,
  deps: {
    secret: string | undefined;
    revalidate: (tag: string) => void;
    /**
     * Records the revalidation where every instance sees it (Redis) before answering: Next runs
     * its cache handlers' part after the answer, where a failure could no longer be reported.
     */
    share?: (tags: string[]) => Promise<void>;
  },
): Promise<{ revalidated: string[] }> {
  if (!deps.secret) throw new NotFoundError('Not found');
  if (!secretsMatch(deps.secret, request.headers.get(SECRET_HEADER))) {
    throw new ServiceError(401, 'Unauthorized', 'unauthorized');
  }
  let body: unknown = null;
  try {
    body = await readJsonObject(request, JSON_BODY_LIMIT);
  } catch (error) {
    // A body that is not JSON gets the same answer as one without good tags.
    if (!(error instanceof RequestRefusedError) || error.status !== 400) throw error;
  }
  const tags = parseTags(body);
  if (!tags) throw new InvalidInputError({ tags: TAGS_MESSAGE });
  if (deps.share) {
    try {
      await deps.share(tags);
    } catch {
      throw new ServiceUnavailableError(SHARED_CACHE_DOWN);
    }
  }
  tags.forEach((tag) => deps.revalidate(tag));
  return { revalidated: tags };
}
