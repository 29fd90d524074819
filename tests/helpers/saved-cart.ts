/**
 * A cart as the browser keeps it (components/shop/cart-store.ts): zustand's record in
 * localStorage under the cart's key, stamped with its save time (now unless given).
 */
export function saveCart(key: string, items: unknown[], savedAt = Date.now()): void {
  localStorage.setItem(key, JSON.stringify({ state: { items, savedAt }, version: 0 }));
}
