/**
 * The lab cart (issue 17; the spec's lab cart: items, a quantity per item, a running total), held
 * for the browser (localStorage, every tab, a day) and shared by every lab screen: the shop's one
 * cart store (components/shop/cart-store.ts) with the lab's rules (lib/lab/cart-rules.ts).
 */
import { createCartStore, type ShopCartCore } from '@/components/shop/cart-store';
import {
  addToLabCart,
  stepQuantity,
  type AddOutcome,
  type LabCartItem,
  type LabCartLine,
} from '@/lib/lab/cart-rules';

export const LAB_CART_STORAGE_KEY = 'lab-cart';

export type LabCartState = ShopCartCore<LabCartLine> & {
  /** Adds with quantity 1, unless the rules refuse it; says what happened, for a toast. */
  add(item: LabCartItem): AddOutcome;
  /** One more person taking the line, up to LAB_MAX_QUANTITY. */
  increment(id: number): void;
  /** One fewer, never under 1 (remove the line instead). */
  decrement(id: number): void;
};

type LabRules = Omit<LabCartState, keyof ShopCartCore<LabCartLine>>;

export const useLabCartStore = createCartStore<LabCartLine, LabRules>(
  LAB_CART_STORAGE_KEY,
  (set, get) => ({
    add: (item) => {
      const { lines, outcome } = addToLabCart(get().items, item);
      if (outcome.result === 'added') set({ items: lines });
      return outcome;
    },
    increment: (id) => set((state) => ({ items: stepQuantity(state.items, id, 1) })),
    decrement: (id) => set((state) => ({ items: stepQuantity(state.items, id, -1) })),
  }),
);
