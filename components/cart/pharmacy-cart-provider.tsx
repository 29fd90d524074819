'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { cartTotals, type CartTotals } from '@/lib/pharmacy/cart-math';
import { useCartStore, type CartState } from './cart-store';
import { useRestoreSessionCart, useSessionCartRestored } from './session-cart';

const ProviderMark = createContext(false);
const OUTSIDE_PROVIDER = 'usePharmacyCart must be used within a PharmacyCartProvider';

/**
 * Wraps the pharmacy screens. It restores the session's cart from sessionStorage once the page
 * has hydrated, and marks the subtree in which `usePharmacyCart` may be used.
 */
export function PharmacyCartProvider({ children }: { children: ReactNode }) {
  useRestoreSessionCart(useCartStore);
  return <ProviderMark.Provider value>{children}</ProviderMark.Provider>;
}

export type PharmacyCart = CartState & { totals: CartTotals; count: number };

/** The session cart with its derived totals; only inside a PharmacyCartProvider. */
export function usePharmacyCart(): PharmacyCart {
  const inside = useContext(ProviderMark);
  const state = useCartStore(useShallow((s) => s));
  if (!inside) throw new Error(OUTSIDE_PROVIDER);
  return { ...state, totals: cartTotals(state.items), count: state.items.length };
}

/** Whether one medicine is in the cart; re-renders only when that answer changes. */
export function useInCart(id: number): boolean {
  const inside = useContext(ProviderMark);
  const inCart = useCartStore((s) => s.items.some((line) => line.id === id));
  if (!inside) throw new Error(OUTSIDE_PROVIDER);
  return inCart;
}

/**
 * False until the session's cart has been read back from sessionStorage (always false on the
 * server). A screen that lays out the cart's lines waits for it rather than showing an empty
 * cart and then pushing everything down when the lines arrive.
 */
export function useCartRestored(): boolean {
  return useSessionCartRestored(useCartStore);
}
