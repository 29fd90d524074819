'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** What the pharmacy and lab carts' zustand `persist` stores offer for restoring a session. */
type SessionStore = {
  persist: {
    rehydrate(): Promise<void> | void;
    hasHydrated(): boolean;
    onFinishHydration(listener: () => void): () => void;
  };
};

/**
 * Reads the session's cart back from sessionStorage once the page has hydrated (the stores skip
 * hydration, so the server's HTML, an empty cart, and the browser's first render agree).
 */
export function useRestoreSessionCart(store: SessionStore): void {
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
}

/**
 * False until the session's cart has been read back (always false on the server). A screen that
 * lays out the cart waits for it rather than showing an empty cart and then pushing everything
 * down when the lines arrive; a button waits so that a press is not overwritten by the restore.
 */
export function useSessionCartRestored(store: SessionStore): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
