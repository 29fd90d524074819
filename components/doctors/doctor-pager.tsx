'use client';

import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/content-icons';
import { subscribeToMediaQuery } from '@/components/ui/media-query';
import { DOCTORS_PER_PAGE, NARROW_BELOW_PX, doctorsPerPage } from '@/lib/doctors/paging';
import { pagerState } from '@/lib/paging';
import roundArrow from '@/components/ui/round-arrow.module.css';
import styles from './doctor-pager.module.css';

const QUERY = `(max-width: ${NARROW_BELOW_PX - 0.02}px)`;

const subscribe = subscribeToMediaQuery(QUERY);

/** 6 or 4 once the window is known; null while rendering on the server. */
function usePageSize(): number | null {
  return useSyncExternalStore(
    subscribe,
    // innerWidth counts the scroll bar, as the media query does.
    () => doctorsPerPage(window.innerWidth),
    () => null,
  );
}

type Props = {
  /** Server-rendered doctor cards; every one is in the HTML, pages only hide them. */
  items: ReactNode[];
  /** Names the arrows' group, e.g. 'Best Doctors For Cardiology'. */
  label: string;
};

/** Doctor cards in pages of 6 (4 under 768 px), with previous/next arrows when they overflow. */
export function DoctorPager({ items, label }: Props) {
  const measured = usePageSize();
  const size = measured ?? DOCTORS_PER_PAGE;
  const [page, setPage] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const state = pagerState(page, items.length, size);

  function go(delta: number) {
    setPage(state.page + delta);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }

  return (
    <div ref={ref} className={styles.pager} data-measured={measured !== null}>
      <ul role="list" className={styles.grid} data-testid="doctor-grid">
        {items.map((item, i) => (
          <li key={i} hidden={i < state.start || i >= state.end}>
            {item}
          </li>
        ))}
      </ul>
      {state.showArrows ? (
        <div className={styles.nav} role="group" aria-label={`${label}: pages`}>
          <button
            type="button"
            className={`${roundArrow.arrow} ${styles.arrow}`}
            aria-label="Previous doctors"
            disabled={!state.canGoBack}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <span className={styles.status} aria-live="polite">
            Page {state.page + 1} of {state.pages}
          </span>
          <button
            type="button"
            className={`${roundArrow.arrow} ${styles.arrow}`}
            aria-label="Next doctors"
            disabled={!state.canGoForward}
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
