'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { doctorsHref, type DoctorFilters } from '@/lib/doctors/filter';
import { DoctorCardSkeletons } from './doctor-card-skeleton';
import styles from './doctor-results.module.css';

/** The skeleton stays at least this long after a filter change (hospital-site.md section 2). */
export const SKELETON_MS = 1000;

type SearchState = { loading: boolean; apply: (filters: DoctorFilters) => void };

const SearchContext = createContext<SearchState>({ loading: false, apply: () => {} });

export const useDoctorSearch = () => useContext(SearchContext);

/**
 * Filter changes made in the browser: the URL changes (so results stay shareable), the server
 * renders the new list, and meanwhile the skeleton shows for at least a second. The first paint
 * never shows it: the server already sent the doctors.
 */
export function DoctorSearchProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  /** The filter change the skeleton is held for (its count), or 0 when none is. */
  const [holding, setHolding] = useState(0);

  // The second counts from when the skeleton is on the page, not from the tap: on a busy phone
  // drawing it can take a good part of that second. Each change holds it a second again.
  useEffect(() => {
    if (holding === 0) return;
    const timer = setTimeout(() => setHolding(0), SKELETON_MS);
    return () => clearTimeout(timer);
  }, [holding]);

  function apply(filters: DoctorFilters) {
    setHolding((n) => n + 1);
    startTransition(() => router.push(doctorsHref(filters), { scroll: false }));
  }

  return (
    <SearchContext.Provider value={{ loading: holding > 0 || isPending, apply }}>
      {children}
    </SearchContext.Provider>
  );
}

/** The count line and the cards, or 'Please Wait...' and 5 placeholder cards while loading. */
export function DoctorResults({ countLine, children }: { countLine: string; children: ReactNode }) {
  const { loading } = useDoctorSearch();
  return (
    <div className={styles.results} aria-busy={loading}>
      <p className={styles.count} role="status" data-testid="doctor-count">
        {loading ? 'Please Wait...' : countLine}
      </p>
      {loading ? <DoctorCardSkeletons /> : children}
    </div>
  );
}
