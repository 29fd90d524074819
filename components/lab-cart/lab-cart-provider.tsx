'use client';

import { itemCount } from '@/lib/item-count';
import { createCartContext } from '@/components/shop/cart-context';
import { patientsNeeded, type LabCartLine } from '@/lib/lab/cart-rules';
import { cartTotals, type CartTotals } from '@/lib/pharmacy/cart-math';
import { useLabCartStore, type LabCartState } from './lab-cart-store';

export type LabCart = LabCartState & { totals: CartTotals; count: number; patients: number };

const labCart = createCartContext({
  store: useLabCartStore,
  hookName: 'useLabCart',
  providerName: 'LabCartProvider',
  derive: (items: LabCartLine[]) => ({
    totals: cartTotals(items),
    count: itemCount(items),
    patients: patientsNeeded(items),
  }),
});

/**
 * Wraps the lab screens. It restores the session's lab cart once the page has hydrated, and marks
 * the subtree in which the lab cart's hooks may be used.
 */
export const LabCartProvider = labCart.Provider;
/** The session's lab cart with its running totals; only inside a LabCartProvider. */
export const useLabCart: () => LabCart = labCart.useCart;
/** Whether one test or package is in the cart; re-renders only when that answer changes. */
export const useInLabCart = labCart.useInCart;
/** False until the session's lab cart has been read back (always false on the server). */
export const useLabCartRestored = labCart.useRestored;
