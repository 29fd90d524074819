import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { buildMedicines } from '../lib/seed/content/medicines';
import { LOW_STOCK, shortageMessage } from '../lib/pharmacy/stock-rules';
import { expectToast, openPharmacy, saveDelivery } from './pharmacy-helpers';

/**
 * Stock on the shopper's screens (issue 18). The demo seed is deterministic and the stock does not
 * depend on the day (only expiry dates do), so the seed itself names a medicine with a few units
 * on hand: the one with the most of them (at least 2, to raise the quantity at least once), no
 * other spec buys it, and nothing here holds or takes its units (the checkout is refused).
 */
const LOW = buildMedicines('2030-01-01')
  .filter((m) => m.available && m.stock >= 2 && m.stock <= LOW_STOCK)
  .sort((a, b) => b.stock - a.stock || a.slug.localeCompare(b.slug))[0];

const line = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name }) });

test.describe('pharmacy: stock', () => {
  test("a medicine with few units says 'Only N left', and the cart does not go above N", async ({
    page,
  }, testInfo) => {
    test.slow();
    expect(LOW, 'the demo seed has a medicine with a few units on hand').toBeDefined();
    const n = LOW.stock;
    // Its own client address for the payment order below, apart from the other specs'.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.82.${testInfo.project.name.length}.${testInfo.retry + 1}`,
    });

    // Its page says how few are left, beside 'In stock'.
    await openPharmacy(page, `/pharmacy/${LOW.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: LOW.name })).toBeVisible();
    await expect(page.getByTestId('medicine-stock')).toHaveText(
      `In stock · Only ${n} left · FREE delivery in Bangalore`,
    );
    const stockScan = await new AxeBuilder({ page })
      .include('[data-testid="medicine-stock"]')
      .analyze();
    expect(stockScan.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: `Add ${LOW.name} to cart` }).click();
    await expect(page.getByRole('button', { name: `Remove ${LOW.name} from cart` })).toBeVisible();

    // In the cart: up to N, then the quantity stays and a toast says why.
    await openPharmacy(page, '/pharmacy/addtocart');
    const item = line(page, LOW.name);
    await expect(item.getByTestId('line-stock')).toHaveText(`Only ${n} left`);
    const quantity = item.getByTestId('line-quantity');
    const plus = item.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveText('1');
    for (let q = 2; q <= n; q++) {
      await plus.click();
      await expect(quantity).toHaveText(String(q));
    }
    await plus.click();
    await expectToast(page, `Only ${n} left of ${LOW.name}`);
    await expect(quantity).toHaveText(String(n));
    await plus.click();
    await expect(quantity).toHaveText(String(n));

    // A cart the browser claims holds more (edited session storage): the server refuses the
    // line, and its message reaches the shopper on the line and in a toast; no checkout opens.
    await page.evaluate(
      ({ slug, quantity }) => {
        const saved = JSON.parse(localStorage.getItem('pharmacy-cart')!);
        for (const l of saved.state.items) if (l.slug === slug) l.quantity = quantity;
        localStorage.setItem('pharmacy-cart', JSON.stringify(saved));
      },
      { slug: LOW.slug, quantity: n + 1 },
    );
    await openPharmacy(page, '/pharmacy/addtocart');
    await expect(quantity).toHaveText(String(n + 1));
    await saveDelivery(page);
    if (LOW.schedule === 'H' || LOW.schedule === 'H1') {
      // A prescription medicine: a pharmacist's call stands in for the prescription.
      await page.getByLabel('A pharmacist will call me instead (free consultation)').check();
    }
    await page.getByRole('button', { name: 'Proceed' }).click();
    const refusal = shortageMessage(LOW.name, n);
    await expectToast(page, refusal);
    await expect(item.getByTestId('line-problem')).toHaveText(refusal);
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
    const lineScan = await new AxeBuilder({ page }).include('[data-testid="cart-line"]').analyze();
    expect(lineScan.violations.map((v) => v.id)).toEqual([]);
  });
});
