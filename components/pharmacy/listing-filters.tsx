'use client';

import type { ReactNode, Ref } from 'react';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useTickedEarly } from '@/components/ui/use-typed-early';
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
  withBrands,
  type ListingState,
} from '@/lib/pharmacy/filters';
import type { BrandOption, CategoryOption } from '@/lib/pharmacy/types';
import { useListingNavigation } from './use-listing-navigation';
import styles from './listing-filters.module.css';

/** What the filters show and change: the listing's state and the categories and brands offered. */
export type ListingFilterOptions = {
  state: ListingState;
  categories: CategoryOption[];
  brands: BrandOption[];
};

type Props = ListingFilterOptions & { idPrefix: string };

/** One group of filters: its legend over the choices, laid out by the `layout` class. */
function FilterGroup({
  legend,
  layout,
  children,
  ref,
}: {
  legend: string;
  layout: string;
  children: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset className={styles.group} ref={ref}>
      <legend>{legend}</legend>
      <div className={layout}>{children}</div>
    </fieldset>
  );
}

/**
 * A choice that shows as pressed while its filter is on; pressing it toggles the filter. A press
 * before the listing hydrated is kept and applied once it has (docs/decisions/early-taps.md);
 * the sidebar's and the sheet's copies share `tapKey`, so it is applied once.
 */
function ToggleChoice({
  className,
  pressed,
  onPress,
  tapKey,
  children,
}: {
  className: string;
  pressed: boolean;
  onPress: () => void;
  tapKey: string;
  children: ReactNode;
}) {
  const early = useReplayedTap(tapKey, useHydrated(), onPress);
  return (
    <button type="button" className={className} aria-pressed={pressed} {...early} onClick={onPress}>
      {children}
    </button>
  );
}

/**
 * The listing's filters (pharmacy.md sections 4, 5 and 9): one category (choosing it again
 * clears it), several brands, one price range and one discount (both toggle), and 'clear'.
 * Used by the desktop sidebar and the mobile filter sheet alike.
 */
export function ListingFilters({ state, categories, brands, idPrefix }: Props) {
  const { go, pending } = useListingNavigation();
  const clear = () => go(clearFilters(state));
  const earlyClear = useReplayedTap('filter:clear', useHydrated(), clear);
  // Brands ticked before the page hydrated are applied together as it does.
  const brandsRef = useTickedEarly<HTMLFieldSetElement>(
    (ticked) => go(withBrands(state, ticked)),
    state.brands,
  );
  return (
    <div className={styles.filters} data-pending={pending} aria-busy={pending}>
      <div className={styles.head}>
        <h2 className={styles.title}>Filters</h2>
        <button
          type="button"
          className={styles.clear}
          {...earlyClear}
          onClick={clear}
          disabled={activeFilterCount(state) === 0}
        >
          clear
        </button>
      </div>
      <FilterGroup legend="Category" layout={styles.list}>
        {categories.map((c) => (
          <ToggleChoice
            key={c.id}
            className={styles.row}
            pressed={state.category === c.slug}
            onPress={() => go(toggleCategory(state, c.slug))}
            tapKey={`filter:category:${c.slug}`}
          >
            {c.name}
          </ToggleChoice>
        ))}
      </FilterGroup>
      <FilterGroup legend="Brands" layout={styles.checks} ref={brandsRef}>
        {brands.map((b) => {
          const id = `${idPrefix}-brand-${b.id}`;
          return (
            <div key={b.id} className={styles.check}>
              <input
                id={id}
                type="checkbox"
                value={b.name}
                // A box the browser restored on Back is not a choice.
                autoComplete="off"
                checked={state.brands.includes(b.name)}
                onChange={() => go(toggleBrand(state, b.name))}
              />
              <label htmlFor={id}>{b.name}</label>
            </div>
          );
        })}
      </FilterGroup>
      <FilterGroup legend="Price" layout={styles.options}>
        {PRICE_RANGES.map((r) => (
          <ToggleChoice
            key={r.key}
            className={styles.option}
            pressed={state.price === r.key}
            onPress={() => go(togglePrice(state, r.key))}
            tapKey={`filter:price:${r.key}`}
          >
            {priceRangeLabel(r.key)}
          </ToggleChoice>
        ))}
      </FilterGroup>
      <FilterGroup legend="Discount" layout={styles.options}>
        {DISCOUNT_OPTIONS.map((d) => (
          <ToggleChoice
            key={d}
            className={styles.option}
            pressed={state.discount === d}
            onPress={() => go(toggleDiscount(state, d))}
            tapKey={`filter:discount:${d}`}
          >
            {d}% and above
          </ToggleChoice>
        ))}
      </FilterGroup>
    </div>
  );
}
