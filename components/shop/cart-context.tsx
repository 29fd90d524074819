'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { Mutate } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { SavedCart, ShopCartCore, ShopLine } from './cart-store';
import { ensureCartSession } from './cart-session-cookie';
import { useRestoreSessionCart, useSessionCartRestored } from './session-cart';

type PersistedStore<S, P> = UseBoundStore<Mutate<StoreApi<S>, [['zustand/persist', P]]>>;

/**
 * A catalogue's cart hooks over its store: a provider that restores the session's cart once the
 * page has hydrated and marks the subtree in which the hooks may be used; the cart with what is
 * derived from its lines (`derive`: totals, counts); whether one item is in it; whether the
 * session's cart has been read back.
 */
export function createCartContext<L extends ShopLine, S extends ShopCartCore<L>, D extends object>({
  store,
  hookName,
  providerName,
  derive,
}: {
  store: PersistedStore<S, SavedCart<L>>;
  /** Named in the error thrown when a hook is used outside the provider. */
  hookName: string;
  providerName: string;
  derive(items: L[]): D;
}) {
  const ProviderMark = createContext(false);
  const outsideProvider = `${hookName} must be used within a ${providerName}`;

  function Provider({ children }: { children: ReactNode }) {
    useRestoreSessionCart(store);
    // The coupon calls are counted per cart session (docs/decisions/coupons.md).
    useEffect(ensureCartSession, []);
    return <ProviderMark.Provider value>{children}</ProviderMark.Provider>;
  }
  Provider.displayName = providerName;

  /** The session's cart with what is derived from its lines; only inside the provider. */
  function useCart(): S & D {
    const inside = useContext(ProviderMark);
    const state = store(useShallow((s: S) => s));
    if (!inside) throw new Error(outsideProvider);
    return { ...state, ...derive(state.items) };
  }

  /** Whether one item is in the cart; re-renders only when that answer changes. */
  function useInCart(id: number): boolean {
    const inside = useContext(ProviderMark);
    const inCart = store((s: S) => s.items.some((line) => line.id === id));
    if (!inside) throw new Error(outsideProvider);
    return inCart;
  }

  /**
   * False until the browser's cart has been read back from localStorage (always false on the
   * server). A screen that lays out the cart's lines waits for it rather than showing an empty
   * cart and then pushing everything down when the lines arrive.
   */
  function useRestored(): boolean {
    return useSessionCartRestored(store);
  }

  return { Provider, useCart, useInCart, useRestored };
}
