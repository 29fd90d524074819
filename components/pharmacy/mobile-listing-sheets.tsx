'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';
import { activeFilterCount, SORT_OPTIONS, withSort } from '@/lib/pharmacy/filters';
import { ListingFilters, type ListingFilterOptions } from './listing-filters';
import { useListingNavigation } from './use-listing-navigation';
import styles from './mobile-listing-sheets.module.css';

type Props = ListingFilterOptions & { total: number };

/** Up to 768 px: 'Filter' and 'Sort' open bottom sheets (modal dialogs) that open and close. */
export function MobileListingSheets({ state, categories, brands, total }: Props) {
  const filterRef = useRef<HTMLDialogElement>(null);
  const sortRef = useRef<HTMLDialogElement>(null);
  const { go } = useListingNavigation();
  const active = activeFilterCount(state);
  const sortLabel = SORT_OPTIONS.find((o) => o.value === state.sort)?.label;
  const openFilters = () => filterRef.current?.showModal();
  const openSort = () => sortRef.current?.showModal();
  // A tap on 'Filter' or 'Sort' before the listing hydrated opens its sheet once it has
  // (docs/decisions/early-taps.md).
  const hydrated = useHydrated();
  const earlyFilters = useReplayedTap('listing:filter-sheet', hydrated, openFilters);
  const earlySort = useReplayedTap('listing:sort-sheet', hydrated, openSort);

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.trigger} {...earlyFilters} onClick={openFilters}>
        Filter{active > 0 && <span className={styles.count}>{active}</span>}
      </button>
      <button type="button" className={styles.trigger} {...earlySort} onClick={openSort}>
        <span className={styles.current}>
          <strong>Sort:</strong> {sortLabel}
        </span>
      </button>
      <Sheet
        title="Filter products"
        dialogRef={filterRef}
        footer={`Show ${total} ${total === 1 ? 'product' : 'products'}`}
      >
        <ListingFilters state={state} categories={categories} brands={brands} idPrefix="sheet" />
      </Sheet>
      <Sheet title="Sort by" dialogRef={sortRef}>
        <div role="radiogroup" aria-label="Sort by" className={styles.sortList}>
          {SORT_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={state.sort === o.value}
              className={styles.sortOption}
              onClick={() => {
                go(withSort(state, o.value));
                sortRef.current?.close();
              }}
            >
              {o.label}
            </button>
          ))}
        </div>
      </Sheet>
    </div>
  );
}

type SheetProps = {
  title: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
  footer?: string;
};

function Sheet({ title, dialogRef, children, footer }: SheetProps) {
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      className={styles.sheet}
      aria-label={title}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes the sheet.
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className={styles.sheetHead}>
        <p className={styles.sheetTitle}>{title}</p>
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={`Close ${title.toLowerCase()}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.sheetBody}>{children}</div>
      {footer && (
        <div className={styles.sheetFoot}>
          <button type="button" className="btn btn-primary btn-block" onClick={close}>
            {footer}
          </button>
        </div>
      )}
    </dialog>
  );
}
