/**
 * POST /api/revalidate, apart from Next: who may call it and what it must send. Content editors'
 * tools call it after a change so the pages showing that content render afresh on their next
 * request. Kept free of Next imports so its rules are unit-tested directly.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const SECRET_HEADER = 'x-revalidate-secret';
export const MAX_TAGS = 50;
/** Next ignores longer tags, so accepting one would only hide a mistake. */
export const MAX_TAG_LENGTH = 256;
export const TAGS_MESSAGE = `tags must be a list of 1 to ${MAX_TAGS} cache tag names`;

export type RevalidateOutcome =
  | { status: 404 | 401; body: { error: string } }
  | { status: 400; body: { errors: { tags: string } } }
  | { status: 200; body: { revalidated: string[] } };

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

export async function handleRevalidate(
  request: Request,
  deps: { secret: string | undefined; revalidate: (tag: string) => void },
): Promise<RevalidateOutcome> {
  // Without a configured secret the endpoint does not exist, rather than being open.
  if (!deps.secret) return { status: 404, body: { error: 'Not found' } };
  if (!secretsMatch(deps.secret, request.headers.get(SECRET_HEADER))) {
    return { status: 401, body: { error: 'Unauthorized' } };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const tags = parseTags(body);
  if (!tags) return { status: 400, body: { errors: { tags: TAGS_MESSAGE } } };
  tags.forEach((tag) => deps.revalidate(tag));
  return { status: 200, body: { revalidated: tags } };
}
