import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { openPharmacy } from './pharmacy-helpers';

/**
 * The e2e server runs the quick start's test mode (PAYMENT_TEST_MODE=1, scripts/e2e.mjs): both
 * payment screens say so in a banner drawn by the server, readable at phone and desktop widths.
 */
const TEST_MODE_TEXT = 'Test mode: no real payment is taken';

/** The banner is shown whole: inside the viewport's width; the page does not scroll sideways. */
async function expectBannerShown(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: TEST_MODE_TEXT });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('nothing is charged');
  const box = (await banner.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  return banner;
}

test.describe('payment screens in test mode', () => {
  test('the appointment checkout shows the test-mode banner above the checkout', async ({
    page,
  }) => {
    await page.goto('/addtocart/appointment');
    const banner = await expectBannerShown(page);
    // Between the page's heading and what it speaks about.
    const heading = (await page
      .getByRole('heading', { name: 'Book your appointment' })
      .boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThan(heading.y);
  });

  test('the pharmacy cart shows the test-mode banner above the cart', async ({ page }) => {
    await openPharmacy(page, '/pharmacy/addtocart');
    const banner = await expectBannerShown(page);
    const cart = (await page.getByRole('heading', { name: /Items? in Cart/ }).boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeLessThan(cart.y);
  });
});
