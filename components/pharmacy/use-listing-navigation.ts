'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { listingHref, type ListingState } from '@/lib/pharmacy/filters';

type Change = (state: ListingState) => ListingState;

/**
 * The changes made before the page hydrated, by every control of the listing (the sort, each copy
 * of the filters), gathered into one navigation at the end of the task that adopted them: each
 * control's own navigation would start again from the state the server drew, and the last would
 * undo the others. `settled` is where they went: what is adopted later (a tap caught between the
 * hydration and the controls' own handlers) adds to it.
 */
let early: { changes: Change[]; go: (state: ListingState) => void } | null = null;
let settled: ListingState | null = null;

/** A new document as far as early changes go (for tests: each renders a page afresh). */
export function forgetEarlyChanges() {
  early = null;
  settled = null;
}

/** Moves the listing to a new filter/sort state: the URL changes and the server renders it. */
export function useListingNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (state: ListingState) =>
    startTransition(() => router.push(listingHref(state), { scroll: false }));
  /** A change the visitor made before the page hydrated, to the state the server drew. */
  const goEarly = (drawn: ListingState, change: Change) => {
    if (!early) {
      const from = settled ?? drawn;
      const batch = { changes: [] as Change[], go };
      early = batch;
      queueMicrotask(() => {
        early = null;
        const next = batch.changes.reduce((state, apply) => apply(state), from);
        settled = next;
        batch.go(next);
      });
    }
    early.changes.push(change);
    // Navigated by the last part to add a change (the filters after the sort): it shows the wait.
    early.go = go;
  };
  return { go, goEarly, pending };
}
