/**
 * The pharmacy cart (pharmacy.md sections 3 and 4): held for the browser
 * (localStorage, every tab, a day) and shared by every pharmacy screen: the shop's one cart store
 * (components/shop/cart-store.ts) with the medicines' rules for adding and for quantities.
 */
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/pharmacy/cart-math';
import { soldOnline, type DrugSchedule } from '@/lib/pharmacy/schedule';
import type { MedicineCard } from '@/lib/pharmacy/types';
import { createCartStore, withQuantity, type ShopCartCore } from '@/components/shop/cart-store';

export const CART_STORAGE_KEY = 'pharmacy-cart';

/**
 * A medicine in the cart. `stock` is the units on hand when it was added, as its page told them
 * (at most MAX_QUANTITY: stock-rules.ts, shownStock); a cart saved in the
 * session before stock was counted has none, and then only the server limits the quantity. So
 * with `schedule`: the server checks it on every payment order.
 */
export type CartLine = Omit<MedicineCard, 'stock' | 'schedule'> & {
  stock?: number;
  schedule?: DrugSchedule;
  quantity: number;
};

/** What `increment` did: raised the quantity, or kept it at the stock or the MAX_QUANTITY limit. */
export type IncrementOutcome = 'raised' | 'stock-limit' | 'max-limit' | 'not-in-cart';

/**
 * The most of one line a shopper may ask for: MAX_QUANTITY, or fewer when fewer units are on
 * hand (never under MIN_QUANTITY: a line out of stock is refused by the server, with its message).
 * `byStock` says that the stock, not MAX_QUANTITY, sets it.
 */
export function quantityLimit(line: Pick<CartLine, 'stock'>): { max: number; byStock: boolean } {
  const stock = line.stock;
  if (typeof stock !== 'number' || !Number.isFinite(stock) || stock >= MAX_QUANTITY) {
    return { max: MAX_QUANTITY, byStock: false };
  }
  return { max: Math.max(MIN_QUANTITY, Math.floor(stock)), byStock: true };
}

/** The toast for a shopper who asks for more than is on hand: 'Only 3 left of {name}'. */
export function stockLimitMessage(line: Pick<CartLine, 'name' | 'stock'>): string {
  return `Only ${quantityLimit(line).max} left of ${line.name}`;
}

export type CartState = ShopCartCore<CartLine> & {
  /**
   * Adds a medicine with the default quantity 1; adding one already there, or one never sold
   * online (Schedule X), changes nothing.
   */
  add(medicine: MedicineCard): void;
  removeAll(): void;
  has(id: number): boolean;
  /**
   * Up to MAX_QUANTITY, the most one order accepts, and never above the line's stock; says
   * which limit kept the quantity where it was, if one did.
   */
  increment(id: number): IncrementOutcome;
  /** Only while the counter is above 1. */
  decrement(id: number): void;
};

type MedicineRules = Omit<CartState, keyof ShopCartCore<CartLine>>;

export const useCartStore = createCartStore<CartLine, MedicineRules>(
  CART_STORAGE_KEY,
  (set, get) => ({
    add: (medicine) =>
      set((state) =>
        state.items.some((line) => line.id === medicine.id) || !soldOnline(medicine.schedule)
          ? state
          : { items: [...state.items, { ...medicine, quantity: MIN_QUANTITY }] },
      ),
    removeAll: () => set({ items: [] }),
    has: (id) => get().items.some((line) => line.id === id),
    increment: (id) => {
      const line = get().items.find((l) => l.id === id);
      if (!line) return 'not-in-cart';
      const limit = quantityLimit(line);
      if (line.quantity + 1 > limit.max) return limit.byStock ? 'stock-limit' : 'max-limit';
      set((state) => ({ items: withQuantity(state.items, id, line.quantity + 1) }));
      return 'raised';
    },
    decrement: (id) => {
      const line = get().items.find((l) => l.id === id);
      if (!line || line.quantity - 1 < MIN_QUANTITY) return;
      set((state) => ({ items: withQuantity(state.items, id, line.quantity - 1) }));
    },
  }),
);
