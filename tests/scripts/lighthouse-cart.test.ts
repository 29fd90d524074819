/**
 * `npm run lighthouse` measures the cart with medicines in it, counted in the cart's own storage:
 * its copy of the key (the script cannot import TypeScript) must be the store's. When the cart
 * moved from sessionStorage to localStorage, the script counted the old place, never saw an
 * item, and tried every medicine of the catalogue in turn.
 */
import { readFileSync } from 'node:fs';
import { CART_STORAGE_KEY } from '@/components/cart/cart-store';

const script = readFileSync('scripts/lighthouse.mjs', 'utf8');

it("counts the cart's items where the store keeps them", () => {
  expect(script).toContain(`const CART_STORAGE_KEY = '${CART_STORAGE_KEY}';`);
  expect(script).toMatch(/localStorage\.getItem\(key\)/);
  expect(script).not.toContain('sessionStorage');
});

it('measures every prepared tab (the cart, or signed in) from an empty HTTP cache', () => {
  const prepared = script.slice(script.indexOf('async function preparedTab'));
  const body = prepared.slice(0, prepared.indexOf('\n}\n'));
  // Once the tab is filled (the cart's medicines, the cookies), before Lighthouse is given it.
  expect(body.indexOf('await clearHttpCache(tab.page);')).toBeGreaterThan(
    body.indexOf('await tab.page.setCookie'),
  );
  expect(body.indexOf('await clearHttpCache(tab.page);')).toBeLessThan(body.indexOf('return tab;'));
  expect(script).toContain("await cdp.send('Network.clearBrowserCache');");
});
