import { cacheLife, cacheTag } from 'next/cache';

/**
 * The first line of every `'use cache'` read (lib/<domain>/reads.ts): the content lifetime (the
 * `content` profile of next.config.mjs: fresh for an hour) and the tags whose revalidation expires
 * the entry at once (lib/cache/tags.ts; POST /api/revalidate names them).
 */
export function cachedFor(...tags: string[]): void {
  cacheLife('content');
  cacheTag(...tags);
}
