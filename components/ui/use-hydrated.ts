'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the render after: a control
 * that only works once its script runs is drawn disabled until then, so it never looks ready while
 * a tap on it would be lost (docs/decisions/forms-without-javascript.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
