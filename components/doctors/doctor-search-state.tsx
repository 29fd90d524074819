'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
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
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(filters: DoctorFilters) {
    clearTimeout(timer.current);
    setHolding(true);
    timer.current = setTimeout(() => setHolding(false), SKELETON_MS);
    startTransition(() => router.push(doctorsHref(filters), { scroll: false }));
  }

  return (
    <SearchContext.Provider value={{ loading: holding || isPending, apply }}>
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
