'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** What the pharmacy and lab carts' zustand `persist` stores offer for restoring a session. */
type SessionStore = {
  persist: {
    getOptions(): { name?: string };
    rehydrate(): Promise<void> | void;
    hasHydrated(): boolean;
    onFinishHydration(listener: () => void): () => void;
  };
};

/**
 * Calls `onChange` when another tab changes the browser's saved item `name` (the `storage` event
 * fires in every tab but the one that wrote).
 */
export function followOtherTabs(name: string | undefined, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === name || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Reads the browser's cart back from localStorage once the page has hydrated (the stores skip
 * hydration, so the server's HTML, an empty cart, and the browser's first render agree), and
 * again whenever another tab changes it, so every tab shows one cart.
 */
export function useRestoreSessionCart(store: SessionStore): void {
  useEffect(() => {
    void store.persist.rehydrate();
    return followOtherTabs(store.persist.getOptions().name, () => void store.persist.rehydrate());
  }, [store]);
}

/**
 * False until the browser's cart has been read back (always false on the server). A screen that
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
