'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToMediaQuery } from '@/components/ui/media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = subscribeToMediaQuery(QUERY);

/**
 * True when the visitor asked for less motion: carousels then do not play by themselves. False on
 * the server and while the page hydrates (the server cannot know), so the page hydrates as served;
 * it follows the setting from then on.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
