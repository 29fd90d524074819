import type { MouseEvent } from 'react';
import { blogListHref } from '@/lib/blog/list-url';
import styles from './blog-list.module.css';

type Props = {
  page: number;
  pages: number;
  department: string | undefined;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, page: number) => void;
};

/** Previous / 'X of Y' / Next. At either end the arrow stays in place, marked disabled. */
export function BlogPagination({ page, pages, department, onNavigate }: Props) {
  const link = (target: number, label: string, rel: 'prev' | 'next') =>
    target < 1 || target > pages ? (
      <span className={`btn btn-outline btn-sm ${styles.pageButton}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a
        href={blogListHref({ page: target, department })}
        rel={rel}
        className={`btn btn-outline btn-sm ${styles.pageButton}`}
        onClick={(event) => onNavigate(event, target)}
      >
        {label}
      </a>
    );

  return (
    <nav aria-label="Blog pages" className={styles.pagination}>
      {link(page - 1, 'Previous', 'prev')}
      <span className={styles.pageOf} data-testid="blog-page-of">
        {`${page} of ${pages}`}
      </span>
      {link(page + 1, 'Next', 'next')}
    </nav>
  );
}
