'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToMediaQuery } from '@/components/ui/media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = subscribeToMediaQuery(QUERY);

/** True when the visitor asked for less motion: carousels then do not play by themselves. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
