// POST /api/revalidate – expires the cached content of the given tags (body { tags: string[] }).
import { revalidateTag } from 'next/cache';
import { json, withErrors } from '@/lib/api/handler';
import { expireTags } from '@/lib/cache/redis-cache-store.mjs';
import { handleRevalidate } from '@/lib/cache/revalidate-request';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const POST = withErrors(async (request: Request) => {
  const outcome = await handleRevalidate(request, {
    secret: env.revalidateSecret,
    // Expire at once (no stale-while-revalidate): the editor expects the very next view to show the change.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    // With several instances (REDIS_URL), an edit that cannot reach them all is refused, not
    // half done (next.config.mjs installs the shared cache handlers).
    share: env.redisUrl ? (tags) => expireTags(tags) : undefined,
  });
  return json(outcome);
});
