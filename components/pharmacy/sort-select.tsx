'use client';

import { useId } from 'react';
import { SORT_OPTIONS, withSort, type ListingState, type SortValue } from '@/lib/pharmacy/filters';
import { useListingNavigation } from './use-listing-navigation';
import styles from './sort-select.module.css';

/** The desktop sort dropdown. */
export function SortSelect({ state }: { state: ListingState }) {
  const id = useId();
  const { go } = useListingNavigation();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={state.sort}
        onChange={(e) => go(withSort(state, e.target.value as SortValue))}
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
