'use client';

import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { replayMark, takeEarlyTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import { tickedEarly, useOnHydration } from '@/components/ui/use-typed-early';
import {
  activeFilterCount,
  clearFilters,
  DISCOUNT_OPTIONS,
  earlyChange,
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
}: {
  legend: string;
  layout: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={layout}>{children}</div>
    </fieldset>
  );
}

/**
 * A choice that shows as pressed while its filter is on; pressing it toggles the filter. Until the
 * listing has hydrated a press is kept (`early`: the replay marks) for the filters to apply.
 */
function ToggleChoice({
  className,
  pressed,
  onPress,
  early,
  children,
}: {
  className: string;
  pressed: boolean;
  onPress: () => void;
  early: ReturnType<typeof replayMark>;
  children: ReactNode;
}) {
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
  const { go, goEarly, pending } = useListingNavigation();
  const hydrated = useHydrated();
  // Each copy (the sidebar's, the phone sheet's) keeps its own early presses.
  const tapKey = (choice: string) => `filter:${idPrefix}:${choice}`;
  const early = (choice: string) => replayMark(tapKey(choice), hydrated);
  /**
   * The presses made before the filters could answer (docs/decisions/early-taps.md), taken from
   * the page's capture and the brand boxes (`filters`, once hydrated), as one change.
   */
  const takeEarlyChange = (filters?: HTMLElement) =>
    earlyChange(state, {
      cleared: takeEarlyTap(tapKey('clear')),
      categories: categories
        .filter((c) => takeEarlyTap(tapKey(`category:${c.slug}`)))
        .map((c) => c.slug),
      prices: PRICE_RANGES.filter((r) => takeEarlyTap(tapKey(`price:${r.key}`))).map((r) => r.key),
      discounts: DISCOUNT_OPTIONS.filter((d) => takeEarlyTap(tapKey(`discount:${d}`))),
      ...((filters && tickedEarly(filters)) ?? { ticked: [], unticked: [] }),
    });
  // As the page hydrates, what was chosen early applies, with the sort, in one navigation.
  const filtersRef = useOnHydration<HTMLDivElement>((filters) => {
    const change = takeEarlyChange(filters);
    if (change) goEarly(state, change);
  });
  // A press caught after that, before the choices answered their own (the render that takes
  // their marks off): added to it.
  const drawnByServer = useRef(!hydrated);
  const catchUp = useEffectEvent(() => {
    const change = takeEarlyChange();
    if (change) goEarly(state, change);
  });
  useEffect(() => {
    if (!hydrated || !drawnByServer.current) return;
    drawnByServer.current = false;
    catchUp();
  }, [hydrated]);
  return (
    <div ref={filtersRef} className={styles.filters} data-pending={pending} aria-busy={pending}>
      <div className={styles.head}>
        <h2 className={styles.title}>Filters</h2>
        <button
          type="button"
          className={styles.clear}
          {...early('clear')}
          onClick={() => go(clearFilters(state))}
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
            early={early(`category:${c.slug}`)}
          >
            {c.name}
          </ToggleChoice>
        ))}
      </FilterGroup>
      <FilterGroup legend="Brands" layout={styles.checks}>
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
            early={early(`price:${r.key}`)}
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
            early={early(`discount:${d}`)}
          >
            {d}% and above
          </ToggleChoice>
        ))}
      </FilterGroup>
    </div>
  );
}
