/**
 * Both carts live in the browser's session, so their pages learn what to show only after the
 * first paint. Until then each keeps a screen's height of room, so that what it shows when the
 * cart is read, even an empty cart, moves nothing already in view: the layout shift stays under
 * Lighthouse's CLS budget (0.05), measured in the browser at both widths.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './test';
import { LAB_MESSAGES } from '../lib/lab/booking-rules';

/** Lighthouse's CLS budget, from the budgets' ES module (loaded as shared-cache.spec.ts says). */
const clsBudget = async () =>
  (
    (await import(pathToFileURL(path.resolve('scripts/budgets.mjs')).href)) as {
      LIGHTHOUSE_BUDGET: { cls: number };
    }
  ).LIGHTHOUSE_BUDGET.cls;

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
      expect(shift).toBeLessThan(await clsBudget());
    });
  }
});
