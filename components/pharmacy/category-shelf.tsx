import { Activity } from 'react';
import { Link } from '@/components/ui/link';
import type { CategoryShelf as Shelf } from '@/lib/pharmacy/types';
import { MedicineCard } from './medicine-card';
import { MedicineCarousel } from './medicine-carousel';
import styles from './category-shelf.module.css';

/** Cards on screen on a phone (2 slides); their images load first on the top shelf. */
const EAGER_CARDS = 2;

type Props = {
  shelf: Shelf;
  /** The top shelf: partly on screen at load, its first images are the page's largest paint. */
  first?: boolean;
  /** Below the first screen: its cards come into the page as it nears the screen. */
  deferred?: boolean;
};

/** One category of the pharmacy home: its name, 'View All' and an auto-playing carousel. */
export function CategoryShelf({ shelf, first = false, deferred = false }: Props) {
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
      {/* A hydration boundary of its own: React hydrates the page around it first, then each
          shelf in time slices at the lowest priority, yielding to input between them, and at
          once a shelf the visitor taps (docs/decisions/hydration-boundaries.md). */}
      <Activity>
        <MedicineCarousel
          slides={shelf.medicines.map((m, i) => ({
            key: m.id,
            // Only the cards that need it carry `priority`: the others' props are their data alone.
            node: (
              <MedicineCard medicine={m} {...(first && i < EAGER_CARDS && { priority: true })} />
            ),
          }))}
          label={`${shelf.name} medicines`}
          variant="shelf"
          deferSlides={deferred}
        />
      </Activity>
    </section>
  );
}
