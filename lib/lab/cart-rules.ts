/**
 * The lab cart's rules (issue 17), pure so the store and its tests share them: one line per test
 * or package, a quantity per line (the people taking it), and never a package beside one of its
 * own tests. The prices kept here only drive the display; the server prices every order.
 */
import {
  findPackageConflict,
  LAB_MAX_LINES,
  LAB_MAX_QUANTITY,
  LAB_MESSAGES,
  LAB_MIN_QUANTITY,
  packageConflictMessage,
} from './booking-rules';
import type { LabCard } from './types';

/** What the cart keeps of a card: enough to show the line and to apply the conflict rule. */
export type LabCartItem = Pick<
  LabCard,
  'id' | 'slug' | 'name' | 'kind' | 'testIds' | 'pricePaise' | 'mrpPaise'
>;

export type LabCartLine = LabCartItem & { quantity: number };

/** A card's cart item: the island buttons receive only this, not the whole card. */
export function labCartItem(card: LabCartItem): LabCartItem {
  const { id, slug, name, kind, testIds, pricePaise, mrpPaise } = card;
  return { id, slug, name, kind, testIds, pricePaise, mrpPaise };
}

/**
 * What adding did. 'added' names the tests a package took the place of (each done by the package
 * on the same sample); 'refused' says why, in words for the visitor.
 */
export type AddOutcome =
  | { result: 'added'; replaced: LabCartLine[] }
  | { result: 'in-cart' }
  | { result: 'refused'; message: string };

/**
 * Adds `item` with quantity 1. A test that a package in the cart already includes is refused; a
 * package takes the place of its own tests already in the cart, for as many people as they were.
 */
export function addToLabCart(
  lines: readonly LabCartLine[],
  item: LabCartItem,
): { lines: LabCartLine[]; outcome: AddOutcome } {
  if (lines.some((line) => line.id === item.id)) {
    return { lines: [...lines], outcome: { result: 'in-cart' } };
  }
  let next: LabCartLine[] = [...lines, { ...labCartItem(item), quantity: LAB_MIN_QUANTITY }];
  const replaced: LabCartLine[] = [];
  for (let conflict = findPackageConflict(next); conflict; conflict = findPackageConflict(next)) {
    // The cart never holds a conflict of its own, so any conflict involves the new item.
    if (conflict.testLine.id === item.id) {
      return {
        lines: [...lines],
        outcome: { result: 'refused', message: packageConflictMessage(conflict) },
      };
    }
    const testId = conflict.testLine.id;
    replaced.push(...next.filter((line) => line.id === testId));
    next = next.filter((line) => line.id !== testId);
  }
  if (next.length > LAB_MAX_LINES) {
    return {
      lines: [...lines],
      outcome: { result: 'refused', message: LAB_MESSAGES.itemsTooMany },
    };
  }
  if (replaced.length > 0) {
    // The package is for as many people as the tests it replaces were.
    const people = Math.min(LAB_MAX_QUANTITY, Math.max(...replaced.map((line) => line.quantity)));
    next = next.map((line) => (line.id === item.id ? { ...line, quantity: people } : line));
  }
  return { lines: next, outcome: { result: 'added', replaced } };
}

/** Why the tests left the cart when their package came in. */
export function replacedTestsMessage(item: LabCartItem, replaced: readonly LabCartItem[]): string {
  const names = replaced.map((line) => line.name);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${item.name} already includes ${list}: ${names.length === 1 ? 'it was' : 'they were'} removed from your cart, as each test is done once, on the same sample.`;
}

/** The line's quantity moved by `step`, kept from LAB_MIN_QUANTITY to LAB_MAX_QUANTITY. */
export function stepQuantity(
  lines: readonly LabCartLine[],
  id: number,
  step: 1 | -1,
): LabCartLine[] {
  return lines.map((line) =>
    line.id === id
      ? {
          ...line,
          quantity: Math.min(LAB_MAX_QUANTITY, Math.max(LAB_MIN_QUANTITY, line.quantity + step)),
        }
      : line,
  );
}

/**
 * Patients the booking needs: a line's quantity is the number of people taking it, so as many as
 * the largest quantity (the server asks for exactly this many).
 */
export function patientsNeeded(lines: readonly Pick<LabCartLine, 'quantity'>[]): number {
  return lines.reduce((most, line) => Math.max(most, line.quantity), 0);
}
