'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  boardStateFromSearch,
  searchFromBoardState,
  type JobBoardState,
} from '@/lib/careers/job-board';
import { subscribeToWindowEvents } from '@/components/ui/window-events';

/** Fired after we replace the URL ourselves (history calls fire no event of their own). */
const URL_CHANGED = 'careers:url';

const subscribe = subscribeToWindowEvents(['popstate', URL_CHANGED]);

/**
 * Sort and category live in the URL (?sort=za&category=Nursing), so a filtered list can be
 * shared, while the page itself stays one cached HTML: the server renders the default (A-Z,
 * all categories) and the browser applies the URL's choice right after hydration.
 */
export function useBoardUrl(categories: readonly string[]) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const state = boardStateFromSearch(search, categories);
  // A change to what the URL holds now: two changes in one commit (choices made before
  // hydration) both apply.
  const change = useCallback(
    (changed: Partial<JobBoardState>) => {
      const now = boardStateFromSearch(window.location.search, categories);
      const next = { ...now, ...changed };
      const url = `${window.location.pathname}${searchFromBoardState(next)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new Event(URL_CHANGED));
    },
    [categories],
  );
  return [state, change] as const;
}
