'use client';

import { useEffect } from 'react';
import { recordBlogClick } from '@/lib/blog/browser-store';

/**
 * Counts clicks on any blog link of the page (`a[data-blog-id]`) in browser storage. One
 * delegated listener, so server-rendered links need no JavaScript of their own.
 */
export function BlogClickTracker() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('a[data-blog-id]');
      const id = Number(link?.dataset.blogId);
      if (Number.isInteger(id) && id > 0) recordBlogClick(id);
    }
    // Capture phase: counted even when another handler stops the event or navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
