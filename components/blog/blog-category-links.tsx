import { Link } from '@/components/ui/link';
import { categoryHref } from '@/lib/blog/category-href';
import type { BlogCategory } from '@/lib/blog/types';
import styles from './blog-sidebar.module.css';

/** The category buttons beside a blog: each opens that department's blogs (/blogs/{cat}). */
export function BlogCategoryLinks({
  categories,
  current,
}: {
  categories: BlogCategory[];
  current?: string;
}) {
  return (
    <nav className={styles.panel} aria-labelledby="blog-categories-title">
      <h2 id="blog-categories-title" className={styles.title}>
        Categories
      </h2>
      <ul role="list" className={styles.chips}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={categoryHref(category.name)}
              className={styles.chip}
              aria-current={category.slug === current ? 'true' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
