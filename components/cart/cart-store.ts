/**
 * The pharmacy cart (pharmacy.md sections 3 and 4): held for the browser session
 * (sessionStorage) and shared by every pharmacy screen through one zustand store. The prices
 * kept here only drive the display; the server prices every order from the database.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/pharmacy/cart-math';
import type { MedicineCard } from '@/lib/pharmacy/types';

export const CART_STORAGE_KEY = 'pharmacy-cart';

export type CartLine = MedicineCard & { quantity: number };

export type CartState = {
  items: CartLine[];
  /** Adds a medicine with the default quantity 1; adding one already there changes nothing. */
  add(medicine: MedicineCard): void;
  remove(id: number): void;
  removeAll(): void;
  has(id: number): boolean;
  /** Up to MAX_QUANTITY, the most one order accepts. */
  increment(id: number): void;
  /** Only while the counter is above 1. */
  decrement(id: number): void;
  /** Empties the cart after an order is placed. */
  clear(): void;
};

const changeQuantity = (items: CartLine[], id: number, delta: 1 | -1): CartLine[] =>
  items.map((line) => {
    if (line.id !== id) return line;
    const next = line.quantity + delta;
    return next < MIN_QUANTITY || next > MAX_QUANTITY ? line : { ...line, quantity: next };
  });

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (medicine) =>
        set((state) =>
          state.items.some((line) => line.id === medicine.id)
            ? state
            : { items: [...state.items, { ...medicine, quantity: MIN_QUANTITY }] },
        ),
      remove: (id) => set((state) => ({ items: state.items.filter((line) => line.id !== id) })),
      removeAll: () => set({ items: [] }),
      has: (id) => get().items.some((line) => line.id === id),
      increment: (id) => set((state) => ({ items: changeQuantity(state.items, id, 1) })),
      decrement: (id) => set((state) => ({ items: changeQuantity(state.items, id, -1) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ items: state.items }),
      // Rehydrated by PharmacyCartProvider after the first render, so the server's HTML (an
      // empty cart) and the browser's first render agree.
      skipHydration: true,
    },
  ),
);
