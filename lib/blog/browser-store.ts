/**
 * Blog values kept in the visitor's browser (spec section 3, 'Browser-stored values'): a click
 * count per blog id and a list of the blogs seen (id, title, image, slug, views). Storage may
 * be unavailable (private mode, quota): every function then quietly does nothing.
 */
export const CLICK_COUNTS_KEY = 'blogClickCounts';
export const BLOG_LIST_KEY = 'allBlogs';
/** Session-scoped: blogs whose view was already counted in this browser session. */
export const VIEWED_KEY = 'blogViewed';

export type StoredBlog = { id: number; title: string; image: string; slug: string; views: number };

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the counts are a nicety, never worth an error.
  }
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readBlogClicks(): Record<string, number> {
  const storage = local();
  const value = storage ? readJson<unknown>(storage, CLICK_COUNTS_KEY, {}) : {};
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, number>)
    : {};
}

/** Adds one click to a blog's count and answers the new count. */
export function recordBlogClick(id: number): number {
  const storage = local();
  if (!storage) return 0;
  const counts = readBlogClicks();
  const next = (Number(counts[id]) || 0) + 1;
  writeJson(storage, CLICK_COUNTS_KEY, { ...counts, [id]: next });
  return next;
}

/** Merges blogs into the stored list (by id; newer facts win). */
export function rememberBlogs(blogs: StoredBlog[]): void {
  const storage = local();
  if (!storage || blogs.length === 0) return;
  const stored = readJson<unknown>(storage, BLOG_LIST_KEY, []);
  const byId = new Map<number, StoredBlog>();
  if (Array.isArray(stored)) for (const b of stored as StoredBlog[]) byId.set(b.id, b);
  for (const b of blogs) byId.set(b.id, b);
  writeJson(storage, BLOG_LIST_KEY, [...byId.values()]);
}

/**
 * True the first time a blog is viewed in this browser session, false afterwards: the page
 * counts a view on the server once per session, not on every reload.
 */
export function markViewedOnce(id: number): boolean {
  const storage = session();
  if (!storage) return true;
  const viewed = readJson<unknown>(storage, VIEWED_KEY, []);
  const list = Array.isArray(viewed) ? (viewed as number[]) : [];
  if (list.includes(id)) return false;
  writeJson(storage, VIEWED_KEY, [...list, id]);
  return true;
}
