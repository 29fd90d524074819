/**
 * One cart per browser for everything a patient buys (medicines, lab tests and packages): a
 * zustand store held in localStorage under the catalogue's key, so every tab shows the same cart
 * (./session-cart.ts follows the other tabs' changes), discarded once untouched for a day
 * (docs/decisions/browser-cart.md), with the moves every cart shares
 * (remove, clear, today's prices). Each catalogue adds its own rules for adding a line and for
 * its quantity (components/cart/cart-store.ts, components/lab-cart/lab-cart-store.ts). The prices
 * kept here only drive the display; the server prices every order from the database.
 */
import { create, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { CART_SESSION_SECONDS } from '@/lib/security/cart-session';
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

/** How long a cart nobody changes is kept: a day, as long as its coupon session. */
export const CART_KEPT_MS = CART_SESSION_SECONDS * 1000;

/** What is stored: the lines and when they were last saved. */
export type SavedCart<L> = { items: L[]; savedAt?: number };

/** Whether a cart saved at `savedAt` is still kept at `now` (one saved without a time is not). */
export function cartStillKept(savedAt: number | undefined, now: number): boolean {
  return typeof savedAt === 'number' && savedAt <= now && now - savedAt < CART_KEPT_MS;
}

/**
 * localStorage as zustand's storage, each save stamped with its time; a cart read back after a
 * day untouched is removed and read as none. None on the server (no localStorage).
 */
export function dayOldCartStorage<L>(
  local: () => Storage = () => localStorage,
  now: () => number = Date.now,
): PersistStorage<SavedCart<L>> | undefined {
  const json = createJSONStorage<SavedCart<L>>(local);
  if (!json) return undefined;
  return {
    getItem(name) {
      const saved = json.getItem(name);
      // A promise only from an asynchronous storage, which localStorage is not.
      if (!saved || !('state' in saved)) return saved;
      if (cartStillKept(saved.state?.savedAt, now())) return saved;
      json.removeItem(name);
      return null;
    },
    setItem: (name, value) =>
      json.setItem(name, { ...value, state: { ...value.state, savedAt: now() } }),
    removeItem: (name) => json.removeItem(name),
  };
}

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
        storage: dayOldCartStorage<L>(),
        partialize: (state): SavedCart<L> => ({ items: state.items }),
        // A cart read back as none (expired, or never saved) is an empty one: another tab's
        // expiry empties this one too.
        merge: (saved, current) => ({ ...current, items: (saved as SavedCart<L>)?.items ?? [] }),
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
