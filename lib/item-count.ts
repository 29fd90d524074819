/**
 * How many items a cart or an order holds, said the same way on every screen (the cart's heading
 * and popup, the payment window, the lab cart): its lines, one per medicine or test, whatever
 * their quantities (docs/decisions/item-count.md). Pure, for server and browser.
 */
export function itemCount(lines: readonly unknown[]): number {
  return lines.length;
}

/** '1 item', '3 items' for an itemCount; `word` 'Item' for a heading. */
export function itemsLabel(count: number, word: 'item' | 'Item' = 'item'): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
