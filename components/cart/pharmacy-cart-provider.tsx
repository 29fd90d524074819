'use client';

import { cartTotals, type CartTotals } from '@/lib/pharmacy/cart-math';
import { itemCount } from '@/lib/item-count';
import { createCartContext } from '@/components/shop/cart-context';
import { useCartStore, type CartLine, type CartState } from './cart-store';

export type PharmacyCart = CartState & { totals: CartTotals; count: number };

const pharmacyCart = createCartContext({
  store: useCartStore,
  hookName: 'usePharmacyCart',
  providerName: 'PharmacyCartProvider',
  derive: (items: CartLine[]) => ({ totals: cartTotals(items), count: itemCount(items) }),
});

/**
 * Wraps the pharmacy screens. It restores the browser's cart from localStorage once the page
 * has hydrated, and marks the subtree in which `usePharmacyCart` may be used.
 */
export const PharmacyCartProvider = pharmacyCart.Provider;
/** The session cart with its derived totals; only inside a PharmacyCartProvider. */
export const usePharmacyCart: () => PharmacyCart = pharmacyCart.useCart;
/** Whether one medicine is in the cart; re-renders only when that answer changes. */
export const useInCart = pharmacyCart.useInCart;
/** False until the session's cart has been read back (always false on the server). */
export const useCartRestored = pharmacyCart.useRestored;
