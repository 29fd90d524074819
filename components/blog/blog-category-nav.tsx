import type { MouseEvent } from 'react';
import { blogListHref } from '@/lib/blog/list-url';
import type { BlogCategory } from '@/lib/blog/types';
import styles from './blog-list.module.css';

type Props = {
  categories: BlogCategory[];
  /** The chosen department's slug; undefined for 'All Categories'. */
  active: string | undefined;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, department: string | undefined) => void;
};

/** 'All Categories' plus every department that has blogs; real links, enhanced in place. */
export function BlogCategoryNav({ categories, active, onNavigate }: Props) {
  const items = [{ slug: undefined, name: 'All Categories' }, ...categories];
  return (
    <nav aria-label="Blog categories" className={styles.categories}>
      <ul role="list" className={styles.categoryList}>
        {items.map((item) => {
          const current = item.slug === active;
          return (
            <li key={item.slug ?? 'all'}>
              <a
                href={blogListHref({ page: 1, department: item.slug })}
                className={styles.category}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => onNavigate(event, item.slug)}
              >
                {item.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
