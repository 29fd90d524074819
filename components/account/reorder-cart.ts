/**
 * Putting a reorder's lines into the browser's pharmacy cart (docs/decisions/reorder.md): the
 * cart is read back from localStorage first (the store skips hydration; writing before it would
 * replace the saved cart), then each reordered medicine replaces its line at today's price and
 * quantity, the others stay, and the cart keeps at most MAX_CART_LINES.
 */
import { MAX_CART_LINES } from '@/lib/pharmacy/cart-math';
import type { CartLine } from '@/components/cart/cart-store';

export function mergeReorderLines(
  current: readonly CartLine[],
  reordered: readonly CartLine[],
): CartLine[] {
  const ids = new Set(reordered.map((line) => line.id));
  const kept = current.filter((line) => !ids.has(line.id));
  return [...kept, ...reordered].slice(0, MAX_CART_LINES);
}

/**
 * A line the server priced for the cart (a reorder's, an e-prescription's) as the cart keeps it:
 * only the cart's own fields, whatever else the answer carries.
 */
export function toCartLine(l: CartLine): CartLine {
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    image: l.image,
    pricePaise: l.pricePaise,
    mrpPaise: l.mrpPaise,
    discountPercent: l.discountPercent,
    packSize: l.packSize,
    available: l.available,
    stock: l.stock,
    schedule: l.schedule,
    quantity: l.quantity,
  };
}

/** The store's lines after the merge, saved (and so seen by every tab). */
export async function putInCart(reordered: readonly CartLine[]): Promise<void> {
  const { useCartStore } = await import('@/components/cart/cart-store');
  await useCartStore.persist.rehydrate();
  useCartStore.setState((state) => ({ items: mergeReorderLines(state.items, reordered) }));
}
