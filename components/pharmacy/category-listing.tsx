import { listingHref } from '@/lib/pharmacy/filters';
import type { CategoryOption, ListingPage } from '@/lib/pharmacy/types';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ALL_CATEGORIES_SLUG } from '@/lib/pharmacy/filters';
import { ListingFilters, type ListingFilterOptions } from './listing-filters';
import { MobileListingSheets } from './mobile-listing-sheets';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import styles from './category-listing.module.css';

type Props = ListingFilterOptions & {
  listing: ListingPage & { category: CategoryOption | null };
};

/** The category listing: breadcrumbs, filters (sidebar or sheet), sort, products, pages. */
export function CategoryListing({ state, listing, categories, brands }: Props) {
  const title = listing.category?.name ?? 'Total Items';
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: title, href: `/category/${listing.category?.slug ?? ALL_CATEGORIES_SLUG}` },
        ]}
      />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {listing.category ? listing.category.name : 'All Medicines'}
          </h1>
          <p className={styles.count} aria-live="polite">
            {listing.total} {listing.total === 1 ? 'product' : 'products'}
          </p>
        </div>
        <div className={styles.desktopOnly}>
          <SortSelect state={state} />
        </div>
      </header>
      <MobileListingSheets
        state={state}
        categories={categories}
        brands={brands}
        total={listing.total}
      />
      <div className={styles.layout}>
        <aside className={`${styles.sidebar} ${styles.desktopOnly}`} aria-label="Filters">
          <ListingFilters state={state} categories={categories} brands={brands} idPrefix="side" />
        </aside>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="visually-hidden">
            Products
          </h2>
          <ProductGrid
            listing={listing}
            empty="Products Not available"
            href={(page) => listingHref({ ...state, page })}
          />
        </section>
      </div>
    </div>
  );
}
