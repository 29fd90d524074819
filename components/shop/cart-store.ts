/**
 * One session cart for everything a patient buys (medicines, lab tests and packages): a zustand
 * store held in sessionStorage under the catalogue's key, with the moves every cart shares
 * (remove, clear, today's prices). Each catalogue adds its own rules for adding a line and for
 * its quantity (components/cart/cart-store.ts, components/lab-cart/lab-cart-store.ts). The prices
 * kept here only drive the display; the server prices every order from the database.
 */
import { create, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  repriceLines,
  type LinePrice,
  type PriceChange,
} from '@/components/checkout/reprice-lines';

/** What a cart line carries whatever it sells. */
export type ShopLine = {
  id: number;
  name: string;
  pricePaise: number;
  mrpPaise: number;
  quantity: number;
  discountPercent?: number;
};

/** The state and moves every cart has. */
export type ShopCartCore<L extends ShopLine> = {
  items: L[];
  remove(id: number): void;
  /** Empties the cart once its order is placed. */
  clear(): void;
  /** Takes today's prices for the lines named; answers the lines whose selling price moved. */
  reprice(prices: readonly LinePrice[]): PriceChange[];
};

type Set<S> = StoreApi<S>['setState'];
type Get<S> = StoreApi<S>['getState'];

/**
 * A catalogue's cart store: the shared moves, and `rules` (add, the quantity steps) written with
 * the store's own `set` and `get`.
 */
export function createCartStore<L extends ShopLine, R extends object>(
  storageKey: string,
  rules: (set: Set<ShopCartCore<L> & R>, get: Get<ShopCartCore<L> & R>) => R,
) {
  type State = ShopCartCore<L> & R;
  return create<State>()(
    persist(
      (set, get) =>
        ({
          items: [],
          remove: (id: number) =>
            set((state) => ({ items: state.items.filter((line) => line.id !== id) }) as State),
          clear: () => set({ items: [] } as Partial<State>),
          reprice: (prices: readonly LinePrice[]) => {
            const { lines, changes } = repriceLines(get().items, prices);
            set({ items: lines } as Partial<State>);
            return changes;
          },
          ...rules(set, get),
        }) as State,
      {
        name: storageKey,
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ items: state.items }),
        // Rehydrated by the cart's provider after the first render, so the server's HTML (an
        // empty cart) and the browser's first render agree.
        skipHydration: true,
      },
    ),
  );
}

/** A line's quantity set to `quantity`, the other lines as they were. */
export function withQuantity<L extends ShopLine>(items: L[], id: number, quantity: number): L[] {
  return items.map((line) => (line.id === id ? { ...line, quantity } : line));
}
