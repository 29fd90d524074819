'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { rememberBlogs } from '@/lib/blog/browser-store';
import { BLOG_LIST_MESSAGES, emptyBlogListMessage } from '@/lib/blog/list-errors';
import { blogListKey, type BlogListQuery } from '@/lib/blog/list-url';
import { pageCount } from '@/lib/paging';
import type { BlogCategory } from '@/lib/blog/types';
import { BlogCard } from './blog-card';
import { BlogCategoryNav } from './blog-category-nav';
import { BlogPagination } from './blog-pagination';
import { useBlogList, type InitialBlogList } from './use-blog-list';
import styles from './blog-list.module.css';

/** The spec: 6 blogs shown until 'View More' reveals the rest of the page. */
export const BLOG_INITIAL_VISIBLE = 6;

type Props = {
  initial: InitialBlogList;
  /** null when the categories could not be loaded. */
  categories: BlogCategory[] | null;
  limit: number;
};

/** A plain left click on one of our links: handled in place; anything else is left to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function BlogList({ initial, categories, limit }: Props) {
  const { query, loaded, loading, navigate, retry } = useBlogList(initial, limit);
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const expanded = expandedKey === loaded.key;
  const pages = pageCount(loaded.total, limit);

  useEffect(() => {
    rememberBlogs(
      loaded.items.map((b) => ({
        id: b.id,
        title: b.title,
        image: b.image,
        slug: b.slug,
        views: b.views,
      })),
    );
  }, [loaded.items]);

  function go(event: MouseEvent<HTMLAnchorElement>, next: BlogListQuery) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (blogListKey(next) === blogListKey(query)) return;
    navigate(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  const categoryName = categories?.find((c) => c.slug === query.department)?.name;
  const status = loading
    ? 'Loading blogs…'
    : loaded.error
      ? '' // the alert below announces it
      : `${categoryName ?? 'All Categories'}: page ${query.page} of ${pages}`;

  return (
    <div className={styles.list} ref={topRef}>
      {categories ? (
        <BlogCategoryNav
          categories={categories}
          active={query.department}
          onNavigate={(event, department) => go(event, { page: 1, department })}
        />
      ) : (
        <p className={styles.error} role="alert">
          {BLOG_LIST_MESSAGES.categoriesFailed}
        </p>
      )}

      <p className="visually-hidden" role="status">
        {status}
      </p>

      <div className={styles.results} aria-busy={loading} data-loading={loading}>
        {loaded.error ? (
          <div className={styles.errorBox} role="alert">
            <p>{loaded.error}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
              Try again
            </button>
          </div>
        ) : loaded.items.length === 0 ? (
          <p className={styles.empty}>{emptyBlogListMessage(query.department)}</p>
        ) : (
          <div className={styles.grid} data-testid="blog-grid">
            {loaded.items.map((blog, i) => (
              <BlogCard
                key={blog.id}
                blog={blog}
                eager={i < 3}
                hidden={!expanded && i >= BLOG_INITIAL_VISIBLE}
              />
            ))}
          </div>
        )}
      </div>

      {loaded.items.length > BLOG_INITIAL_VISIBLE ? (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={expanded}
            onClick={() => setExpandedKey(expanded ? null : loaded.key)}
          >
            {expanded ? 'Show Less' : 'View More'}
          </button>
        </div>
      ) : null}

      {!loaded.error && loaded.total > 0 ? (
        <BlogPagination
          page={query.page}
          pages={pages}
          department={query.department}
          onNavigate={(event, page) => go(event, { page, department: query.department })}
        />
      ) : null}
    </div>
  );
}
