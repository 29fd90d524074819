/**
 * The amount a buyer's page showed, sent with a cart's payment order (`expected_amount`, paise).
 * A cart's prices are the ones its page read when each item was added, maybe hours ago; the
 * server prices the order from the database. When the two differ, the order is refused before
 * anything is reserved (409 `price_changed`), so nobody pays an amount they were not shown; the
 * page reads today's prices and the buyer presses again. Optional: a client that sends none
 * (an older page, a program) is charged the server's price, as before.
 */
import { number } from 'yup';
import { PriceChangedError } from '@/lib/api/errors';
import { formatInr } from '@/lib/money';

export const EXPECTED_AMOUNT_INVALID = 'The amount shown must be a whole number of paise';

export function expectedAmountField() {
  return number()
    .strict()
    .typeError(EXPECTED_AMOUNT_INVALID)
    .integer(EXPECTED_AMOUNT_INVALID)
    .min(0, EXPECTED_AMOUNT_INVALID)
    .max(Number.MAX_SAFE_INTEGER, EXPECTED_AMOUNT_INVALID)
    .optional();
}

export function amountChangedMessage(shownPaise: number, nowPaise: number): string {
  return `Prices have changed since these items were added: the amount to pay is now ${formatInr(nowPaise)}, not ${formatInr(shownPaise)}. Please check the cart, then pay again.`;
}

/** Throws 409 `price_changed` when the buyer was shown another amount than `amountPaise`. */
export function checkExpectedAmount(shownPaise: number | undefined, amountPaise: number): void {
  if (shownPaise !== undefined && shownPaise !== amountPaise) {
    throw new PriceChangedError(amountChangedMessage(shownPaise, amountPaise));
  }
}
