/**
 * The lab cart (issue 17; the spec's lab cart: items, a quantity per item, a running total), held
 * for the browser session (sessionStorage) like the pharmacy cart and shared by every lab screen
 * through one zustand store. The rules are lib/lab/cart-rules.ts'.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  repriceLines,
  type LinePrice,
  type PriceChange,
} from '@/components/checkout/reprice-lines';
import {
  addToLabCart,
  stepQuantity,
  type AddOutcome,
  type LabCartItem,
  type LabCartLine,
} from '@/lib/lab/cart-rules';

export const LAB_CART_STORAGE_KEY = 'lab-cart';

export type LabCartState = {
  items: LabCartLine[];
  /** Adds with quantity 1, unless the rules refuse it; says what happened, for a toast. */
  add(item: LabCartItem): AddOutcome;
  remove(id: number): void;
  /** One more person taking the line, up to LAB_MAX_QUANTITY. */
  increment(id: number): void;
  /** One fewer, never under 1 (remove the line instead). */
  decrement(id: number): void;
  /** Empties the cart once the collection is booked. */
  clear(): void;
  /** Takes today's prices for the lines named; answers the lines whose price moved. */
  reprice(prices: readonly LinePrice[]): PriceChange[];
};

export const useLabCartStore = create<LabCartState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        const { lines, outcome } = addToLabCart(get().items, item);
        if (outcome.result === 'added') set({ items: lines });
        return outcome;
      },
      remove: (id) => set((state) => ({ items: state.items.filter((line) => line.id !== id) })),
      increment: (id) => set((state) => ({ items: stepQuantity(state.items, id, 1) })),
      decrement: (id) => set((state) => ({ items: stepQuantity(state.items, id, -1) })),
      clear: () => set({ items: [] }),
      reprice: (prices) => {
        const { lines, changes } = repriceLines(get().items, prices);
        set({ items: lines });
        return changes;
      },
    }),
    {
      name: LAB_CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ items: state.items }),
      // Rehydrated by LabCartProvider after the first render, so the server's HTML (an empty
      // cart) and the browser's first render agree.
      skipHydration: true,
    },
  ),
);
