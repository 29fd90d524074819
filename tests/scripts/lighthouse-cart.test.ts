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

it('measures the cart from an empty HTTP cache, as the bare page is measured', () => {
  const prepared = script.slice(script.indexOf('async function withCartItems'));
  const body = prepared.slice(0, prepared.indexOf('\n}\n'));
  // After the medicines are added, before the tab is handed to Lighthouse.
  expect(body.indexOf("send('Network.clearBrowserCache')")).toBeGreaterThan(
    body.indexOf("throw new Error('no medicine could be added to the cart')"),
  );
});
