'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useRestoreSessionCart, useSessionCartRestored } from '@/components/cart/session-cart';
import { patientsNeeded } from '@/lib/lab/cart-rules';
import { cartTotals, type CartTotals } from '@/lib/pharmacy/cart-math';
import { useLabCartStore, type LabCartState } from './lab-cart-store';

const ProviderMark = createContext(false);
const OUTSIDE_PROVIDER = 'useLabCart must be used within a LabCartProvider';

/**
 * Wraps the lab screens. It restores the session's lab cart once the page has hydrated, and marks
 * the subtree in which the lab cart's hooks may be used.
 */
export function LabCartProvider({ children }: { children: ReactNode }) {
  useRestoreSessionCart(useLabCartStore);
  return <ProviderMark.Provider value>{children}</ProviderMark.Provider>;
}

export type LabCart = LabCartState & { totals: CartTotals; count: number; patients: number };

/** The session's lab cart with its running totals; only inside a LabCartProvider. */
export function useLabCart(): LabCart {
  const inside = useContext(ProviderMark);
  const state = useLabCartStore(useShallow((s) => s));
  if (!inside) throw new Error(OUTSIDE_PROVIDER);
  return {
    ...state,
    totals: cartTotals(state.items),
    count: state.items.length,
    patients: patientsNeeded(state.items),
  };
}

/** Whether one test or package is in the cart; re-renders only when that answer changes. */
export function useInLabCart(id: number): boolean {
  const inside = useContext(ProviderMark);
  const inCart = useLabCartStore((s) => s.items.some((line) => line.id === id));
  if (!inside) throw new Error(OUTSIDE_PROVIDER);
  return inCart;
}

/** False until the session's lab cart has been read back (always false on the server). */
export function useLabCartRestored(): boolean {
  return useSessionCartRestored(useLabCartStore);
}
