import 'server-only';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { expireTags } from './redis-cache-store.mjs';

/**
 * Publishes a content change made in the staff console: the tags of every read that shows the
 * record expire at once, on every instance (through Redis when REDIS_URL is set, as
 * POST /api/revalidate does), so the public pages render the new text on their next request.
 */
export async function publishTags(tags: string[]): Promise<void> {
  if (env.redisUrl) await expireTags(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
