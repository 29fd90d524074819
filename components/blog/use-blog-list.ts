'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { fetchBlogPage } from '@/lib/blog/fetch-blog-page';
import { blogListErrorMessage } from '@/lib/blog/list-errors';
import {
  blogListHref,
  blogListKey,
  blogListQueryFrom,
  type BlogListQuery,
} from '@/lib/blog/list-url';
import type { BlogSummary } from '@/lib/blog/types';

/** What the server rendered: the list of the URL it was asked for, or the error it met. */
export type InitialBlogList = {
  query: BlogListQuery;
  items: BlogSummary[];
  total: number;
  error: string | null;
};

type Loaded = { key: string; items: BlogSummary[]; total: number; error: string | null };

/**
 * The URL is the source of truth: category and page changes push a new URL, and whatever the
 * URL names (also after Back/Forward) is fetched from /api/blog/get_blog unless already shown.
 */
export function useBlogList(initial: InitialBlogList, limit: number) {
  const searchParams = useSearchParams();
  const query = blogListQueryFrom(new URLSearchParams(searchParams?.toString() ?? ''));
  const key = blogListKey(query);
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    key: blogListKey(initial.query),
    items: initial.items,
    total: initial.total,
    error: initial.error,
  }));
  const [attempt, setAttempt] = useState(0);
  const { page, department } = query;

  useEffect(() => {
    if (loaded.key === key && attempt === 0) return;
    const controller = new AbortController();
    fetchBlogPage(page, limit, department, controller.signal).then(
      (result) => {
        setAttempt(0);
        setLoaded({ key, items: result.items, total: result.total, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAttempt(0);
        setLoaded({ key, items: [], total: 0, error: blogListErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, page, department, limit, loaded.key, attempt]);

  const navigate = useCallback((next: BlogListQuery) => {
    // Next's router follows native history calls, so useSearchParams sees the new URL.
    window.history.pushState(null, '', blogListHref(next));
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    query,
    loaded,
    loading: loaded.key !== key || attempt > 0,
    navigate,
    retry,
  };
}
