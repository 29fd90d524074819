'use client';

import { useEffect } from 'react';
import { markViewedOnce } from '@/lib/blog/browser-store';

/**
 * Counts this visit on the server, once per browser session, after the cached page has
 * loaded: the page itself stays the same cached HTML for everyone.
 */
export function BlogViewBeacon({ blogId }: { blogId: number }) {
  useEffect(() => {
    if (!markViewedOnce(blogId)) return;
    fetch(`/api/blog/${blogId}/view`, {
      method: 'POST',
      credentials: 'omit',
    })
      // The answer is not needed, but read to its end: an unread body keeps the request open.
      .then((response) => response.arrayBuffer())
      .catch(() => {
        // A lost view count is not worth troubling the reader about.
      });
  }, [blogId]);
  return null;
}
