'use client';

import { useId } from 'react';
import { SORT_OPTIONS, withSort, type ListingState, type SortValue } from '@/lib/pharmacy/filters';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import { useListingNavigation } from './use-listing-navigation';
import styles from './sort-select.module.css';

/** The desktop sort dropdown. */
export function SortSelect({ state }: { state: ListingState }) {
  const id = useId();
  const { go, goEarly } = useListingNavigation();
  const sort = (value: string) => go(withSort(state, value as SortValue));
  // A sort chosen before the page hydrated applies once it has, with the filters chosen early
  // (docs/decisions/early-taps.md).
  const selectRef = useTypedEarly<HTMLSelectElement>(
    (value) => goEarly(state, (s) => withSort(s, value as SortValue)),
    state.sort,
  );
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        autoComplete="off"
        ref={selectRef}
        value={state.sort}
        onChange={(e) => sort(e.target.value)}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
