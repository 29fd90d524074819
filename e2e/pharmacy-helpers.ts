import { expect, type Page } from '@playwright/test';
import { testBuyer } from './helpers/buyer';

/** Medicines of the demo seed used by the pharmacy flows (stable: the seed is deterministic). */
export const MEDICINE = {
  slug: 'cetisol-10-mg-tablet',
  name: 'Cetisol 10 mg Tablet',
  typo: 'cetisl',
};
export const OTHER_MEDICINE = { slug: 'paragard-500-mg-tablet', name: 'Paragard 500 mg Tablet' };
/** Schedule H1 (a cephalosporin antibiotic): sold against a prescription. */
export const PRESCRIPTION_MEDICINE = {
  slug: 'cefidil-200-mg-tablet',
  name: 'Cefidil 200 mg Tablet',
};
/** Schedule X (meprobamate): shown, never sold online. */
export const SCHEDULE_X_MEDICINE = {
  slug: 'mepromed-400-mg-tablet',
  name: 'Mepromed 400 mg Tablet',
};

/** Rupees text ('₹1,234.50') to paise. */
export function paiseOf(text: string): number {
  const m = /₹\s*([\d,]+(?:\.\d{1,2})?)/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Math.round(Number(m[1].replace(/,/g, '')) * 100);
}

/** The '{n}% Off' badges of the listed cards, in order. */
export async function listedDiscounts(page: Page): Promise<number[]> {
  const badges = await page
    .getByTestId('product-grid')
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => card.textContent?.match(/(\d+)% Off/)?.[1] ?? '0'));
  return badges.map(Number);
}

/** The selling prices of the listed cards, in paise. */
export async function listedPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-grid').getByTestId('card-price').allInnerTexts();
  return texts.map(paiseOf);
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Opens a pharmacy screen and waits until it has hydrated and restored the session cart, as a
 * shopper sees it: the medicines' Add / Remove buttons are enabled, or the cart page shows its
 * "Items in Cart" heading (both wait for the restored cart).
 */
export async function openPharmacy(page: Page, path: string) {
  const response = await page.goto(path);
  const ready = page
    .getByRole('heading', { name: /Items? in Cart$/ })
    .or(page.getByRole('button', { name: /^(Add|Remove) .+ (to|from) cart$/ }).first());
  await expect(ready.first()).toBeEnabled();
  return response;
}

/** Adds a medicine from its own page with the side panel's button. */
export async function addFromDetail(page: Page, slug: string, name: string) {
  await openPharmacy(page, `/pharmacy/${slug}`);
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from cart` })).toBeVisible();
}

/** A date `days` from today in India, as a date input wants it (yyyy-mm-dd). */
export function indiaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Fills and saves the delivery form with valid details (an Indiranagar address by default). */
export async function saveDelivery(
  page: Page,
  name = 'Asha Rao',
  pincode = '560038',
  told = 'Info Saved Successfully.',
) {
  const buyer = testBuyer();
  const values: [string, string][] = [
    ['Full name', name],
    ['Email', buyer.email],
    ['Phone number', buyer.phone],
    ['Pincode', pincode],
    ['Delivery address', '12 CMH Road, Indiranagar, Bangalore'],
    ['Expected date', indiaDate(2)],
    ['Expected time', '14:30'],
  ];
  // The form restores the session's saved details once it has hydrated; on a busy machine that
  // can land after the first fills and empty them again, so fill until every value holds.
  await expect(async () => {
    for (const [label, value] of values) await page.getByLabel(label).fill(value);
    for (const [label, value] of values) {
      await expect(page.getByLabel(label)).toHaveValue(value, { timeout: 1000 });
    }
  }).toPass();
  await page.getByRole('button', { name: 'Save Info' }).click();
  await expectToast(page, told);
}

/** The cart page with the given medicines in the cart (each added from its own page). */
export async function cartWith(page: Page, medicines: { slug: string; name: string }[]) {
  for (const m of medicines) await addFromDetail(page, m.slug, m.name);
  await openPharmacy(page, '/pharmacy/addtocart');
}

/**
 * Proceeds from the pharmacy cart and pays in the test checkout; answers the order's reference
 * from the payment-success page it lands on.
 */
export async function payPharmacyOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page).toHaveURL(/\/payment-success\?order=SPH-/);
  return new URL(page.url()).searchParams.get('order')!;
}
