'use client';

import {
  activeFilterCount,
  clearFilters,
  DISCOUNT_OPTIONS,
  PRICE_RANGES,
  priceRangeLabel,
  toggleBrand,
  toggleCategory,
  toggleDiscount,
  togglePrice,
  type ListingState,
} from '@/lib/pharmacy/filters';
import type { BrandOption, CategoryOption } from '@/lib/pharmacy/types';
import { useListingNavigation } from './use-listing-navigation';
import styles from './listing-filters.module.css';

type Props = {
  state: ListingState;
  categories: CategoryOption[];
  brands: BrandOption[];
  idPrefix: string;
};

/**
 * The listing's filters (pharmacy.md sections 4, 5 and 9): one category (choosing it again
 * clears it), several brands, one price range and one discount (both toggle), and 'clear'.
 * Used by the desktop sidebar and the mobile filter sheet alike.
 */
export function ListingFilters({ state, categories, brands, idPrefix }: Props) {
  const { go, pending } = useListingNavigation();
  return (
    <div className={styles.filters} data-pending={pending} aria-busy={pending}>
      <div className={styles.head}>
        <h2 className={styles.title}>Filters</h2>
        <button
          type="button"
          className={styles.clear}
          onClick={() => go(clearFilters(state))}
          disabled={activeFilterCount(state) === 0}
        >
          clear
        </button>
      </div>
      <fieldset className={styles.group}>
        <legend>Category</legend>
        <div className={styles.list}>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.row}
              aria-pressed={state.category === c.slug}
              onClick={() => go(toggleCategory(state, c.slug))}
            >
              {c.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Brands</legend>
        <div className={styles.checks}>
          {brands.map((b) => {
            const id = `${idPrefix}-brand-${b.id}`;
            return (
              <div key={b.id} className={styles.check}>
                <input
                  id={id}
                  type="checkbox"
                  checked={state.brands.includes(b.name)}
                  onChange={() => go(toggleBrand(state, b.name))}
                />
                <label htmlFor={id}>{b.name}</label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Price</legend>
        <div className={styles.options}>
          {PRICE_RANGES.map((r) => (
            <button
              key={r.key}
              type="button"
              className={styles.option}
              aria-pressed={state.price === r.key}
              onClick={() => go(togglePrice(state, r.key))}
            >
              {priceRangeLabel(r.key)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Discount</legend>
        <div className={styles.options}>
          {DISCOUNT_OPTIONS.map((d) => (
            <button
              key={d}
              type="button"
              className={styles.option}
              aria-pressed={state.discount === d}
              onClick={() => go(toggleDiscount(state, d))}
            >
              {d}% and above
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
