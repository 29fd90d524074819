import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { blogs } from '@/lib/db/schema';

/**
 * Counts one view of a blog and answers the new count, or null when there is no such blog.
 * It deliberately revalidates no cache tag: a view must not throw away the cached blog pages;
 * the most-viewed list catches up when its cache entry expires.
 */
export async function recordBlogView(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .update(blogs)
    .set({ views: sql`${blogs.views} + 1` })
    .where(eq(blogs.id, id))
    .returning({ views: blogs.views });
  return row?.views ?? null;
}
