import emptyNote from '@/components/ui/empty-note.module.css';
import type { ListingPage } from '@/lib/pharmacy/types';
import { MedicineCard } from './medicine-card';
import { Pager } from '@/components/ui/pager';
import styles from './category-listing.module.css';

type Props = {
  listing: ListingPage;
  /** Said when there is nothing to list. */
  empty: string;
  href(page: number): string;
};

/** A page of medicine cards with its pager (a category listing, search results). */
export function ProductGrid({ listing, empty, href }: Props) {
  if (listing.items.length === 0) {
    return <p className={`${emptyNote.large} ${styles.empty}`}>{empty}</p>;
  }
  return (
    <>
      <ul role="list" className={styles.grid} data-testid="product-grid">
        {listing.items.map((m, i) => (
          <li key={m.id}>
            <MedicineCard medicine={m} priority={i < 4} />
          </li>
        ))}
      </ul>
      <Pager page={listing.page} pageCount={listing.pageCount} href={href} />
    </>
  );
}
