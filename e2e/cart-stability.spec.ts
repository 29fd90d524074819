/**
 * Both carts live in the browser's session, so their pages learn what to show only after the
 * first paint. Until then each keeps a screen's height of room, so that what it shows when the
 * cart is read, even an empty cart, moves nothing already in view. Measured in the browser at
 * both widths: the lab cart's empty page shifted 0.115 before it kept that room (Lighthouse's
 * CLS budget is 0.05); both carts now shift 0.
 */
import { expect, test } from './test';
import { LAB_MESSAGES } from '../lib/lab/booking-rules';

/** Nothing in view moves: at most a shift no visitor would see (a fifth of Lighthouse's budget). */
const MOVES_NOTHING = 0.01;

declare global {
  interface Window {
    /** The layout shift of the page so far (the sum of its layout-shift entries). */
    __layoutShift: number;
  }
}

const CARTS = [
  { name: 'the lab cart', path: '/lab-tests/cart', empty: LAB_MESSAGES.itemsRequired },
  { name: 'the pharmacy cart', path: '/pharmacy/addtocart', empty: 'Cart is empty' },
];

test.describe('cart pages', () => {
  for (const cart of CARTS) {
    test(`${cart.name}, empty, moves nothing in view once the session is read`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        window.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__layoutShift += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(cart.path);
      await expect(page.getByText(cart.empty, { exact: true })).toBeVisible();
      // Two frames after the empty cart is drawn, its shifts have been reported.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift))),
          ),
      );
      expect(shift).toBeLessThan(MOVES_NOTHING);
    });
  }
});
