import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, ServiceError } from '@/lib/api/errors';
import { exposition } from './registry';

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
function tokensMatch(expected: string, header: string | null): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(match[1]));
}

/**
 * GET /api/metrics: this process's metrics in Prometheus's text format for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 otherwise, and 404 while no token is configured
 * (the endpoint does not exist rather than being open). Never cached.
 */
export async function answerScrape(request: Request, token: string | undefined) {
  if (!token) throw new NotFoundError('Not found');
  if (!tokensMatch(token, request.headers.get('authorization'))) {
    throw new ServiceError(401, 'Unauthorized', 'unauthorized');
  }
  const { text, contentType } = await exposition();
  return new Response(text, {
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
}
