import { Link } from '@/components/ui/link';
import type { CategoryOption } from '@/lib/pharmacy/types';
import tintedPill from '@/components/ui/tinted-pill.module.css';
import styles from './category-buttons.module.css';

/** The row of category buttons; each opens its category listing. */
export function CategoryButtons({ categories }: { categories: CategoryOption[] }) {
  return (
    <nav aria-label="Medicine categories" className={styles.nav}>
      <ul role="list" className={styles.row}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link href={`/category/${c.slug}`} className={`${tintedPill.pill} ${styles.button}`}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
