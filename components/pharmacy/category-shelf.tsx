import Link from 'next/link';
import type { CategoryShelf as Shelf } from '@/lib/pharmacy/types';
import { MedicineCarousel } from './medicine-carousel';
import styles from './category-shelf.module.css';

/** One category of the pharmacy home: its name, 'View All' and an auto-playing carousel. */
export function CategoryShelf({ shelf }: { shelf: Shelf }) {
  const headingId = `shelf-${shelf.slug}`;
  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {shelf.name}
        </h2>
        <Link href={`/category/${shelf.slug}`} className={styles.viewAll}>
          View All<span className="visually-hidden"> {shelf.name} medicines</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </header>
      <MedicineCarousel
        medicines={shelf.medicines}
        label={`${shelf.name} medicines`}
        variant="shelf"
      />
    </section>
  );
}
