/**
 * The lab cart and its checkout (issue 17) in a real browser, at 1280 and 375 px: a test found by
 * search, a package that replaces it (and says why), the test then refused beside its package,
 * quantities and the popup's running total, the cart page's layout and details, and a home
 * collection booked end to end with the test checkout.
 */
import { expect, HTTP_ONLY, test } from './test';
import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/a11y-scan';
import { expectToast, paiseOf } from './pharmacy-helpers';
import { testBuyer } from './helpers/buyer';
import { LAB_MESSAGES } from '../lib/lab/booking-rules';

const LIPID = { name: 'Lipid Profile', pricePaise: 49_900 };
const DENGUE = { name: 'Dengue NS1 Antigen', slug: 'dengue-ns1-antigen', pricePaise: 59_900 };
/** Includes the Lipid Profile. */
const BASIC = {
  name: 'Basic Full Body Check-up',
  slug: 'basic-full-body-check-up',
  pricePaise: 99_900,
  mrpPaise: 220_000,
};
const PINCODE = '560034';

const popup = (page: Page) => page.getByRole('complementary', { name: 'Lab cart' });
const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to lab cart` }).first();

/** Opens a lab page once its Add buttons work (the session's cart restored). */
async function openLab(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('button', { name: /^(Add|Remove) .+ (to|from) lab cart$/ }).first(),
  ).toBeEnabled();
}

/** The cart page once the session's cart is restored. */
async function openCart(page: Page) {
  await page.goto('/lab-tests/cart');
  await expect(page.getByRole('heading', { name: /items? in your cart$/ })).toBeVisible();
}

async function cartWith(page: Page, slugs: string[]) {
  for (const slug of slugs) {
    await openLab(page, `/lab-tests/${slug}`);
    await page
      .getByRole('button', { name: /^Add .+ to lab cart$/ })
      .first()
      .click();
  }
  await openCart(page);
}

/** No page wider than the screen (a 375 px phone must never scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('lab cart', () => {
  test('one cart for the browser: a line added in one tab shows in the other (issue 51)', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await other.goto('/lab-tests/cart');
    await expect(other.getByText(LAB_MESSAGES.itemsRequired, { exact: true })).toBeVisible();
    await openLab(page, `/lab-tests/${DENGUE.slug}`);
    await addButton(page, DENGUE.name).click();
    // The open tab follows, without a reload.
    await expect(other.getByRole('heading', { name: /items? in your cart$/ })).toBeVisible();
    await expect(other.getByText(DENGUE.name).first()).toBeVisible();
    await other.close();
  });

  test(
    '/lab-tests/booked without a paid booking claims no payment: 200 without a reference, 404 with an unknown one',
    HTTP_ONLY,
    async ({ request }) => {
      for (const [query, status] of [
        ['', 200],
        ['?reference=SLB-ABCDEFGH23', 404],
      ] as const) {
        const response = await request.get(`/lab-tests/booked${query}`);
        expect(response.status()).toBe(status);
        const html = await response.text();
        expect(html).toContain('No booking to show');
        expect(html).not.toContain('payment has been received');
        expect(html).toMatch(/<meta name="robots" content="noindex/);
      }
    },
  );

  test('search a test, add a package that replaces it, the test refused beside it; the popup total', async ({
    page,
  }) => {
    test.slow(); // five pages, a search and an axe scan
    await openLab(page, '/lab-tests');
    await page.getByRole('searchbox', { name: 'Search tests and packages' }).fill('lipid');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Results for “lipid”' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    await addButton(page, LIPID.name).click();
    await expect(
      page.getByRole('button', { name: `Remove ${LIPID.name} from lab cart` }).first(),
    ).toBeVisible();
    await expect(popup(page).getByTestId('lab-cart-count')).toHaveText('1 item in lab cart');
    expect(paiseOf(await popup(page).getByTestId('lab-cart-total').innerText())).toBe(
      LIPID.pricePaise,
    );

    // The package does the Lipid Profile on the same sample: it takes the test's place.
    await openLab(page, `/lab-tests/${BASIC.slug}`);
    await addButton(page, BASIC.name).click();
    await expectToast(
      page,
      `${BASIC.name} already includes ${LIPID.name}: it was removed from your cart, as each test is done once, on the same sample.`,
    );
    await expect(popup(page).getByTestId('lab-cart-count')).toHaveText('1 item in lab cart');
    expect(paiseOf(await popup(page).getByTestId('lab-cart-total').innerText())).toBe(
      BASIC.pricePaise,
    );
    // 'Call to book' stays as the other way to book.
    await expect(page.getByRole('link', { name: /^Call to book/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );

    // ... and the test cannot come back beside it.
    await openLab(page, '/lab-tests?q=lipid');
    await addButton(page, LIPID.name).click();
    await expectToast(
      page,
      `${BASIC.name} already includes ${LIPID.name}: the test is done once, on the same sample, so it cannot also be booked on its own.`,
    );
    await expect(popup(page).getByTestId('lab-cart-count')).toHaveText('1 item in lab cart');

    await openLab(page, `/lab-tests/${DENGUE.slug}`);
    await addButton(page, DENGUE.name).click();
    await expect(popup(page).getByTestId('lab-cart-count')).toHaveText('2 items in lab cart');
    expect(paiseOf(await popup(page).getByTestId('lab-cart-total').innerText())).toBe(
      BASIC.pricePaise + DENGUE.pricePaise,
    );
    await expectNoSeriousA11yViolations(page);

    await popup(page).getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/lab-tests\/cart$/);
    await expect(page.getByRole('heading', { name: '2 items in your cart' })).toBeVisible();
    // The cart page shows the cart itself.
    await expect(popup(page)).toHaveCount(0);
  });

  test('the cart page: people per line, a patient for each, totals with MRP and savings, layout', async ({
    page,
  }, testInfo) => {
    await cartWith(page, [BASIC.slug, DENGUE.slug]);
    await expect(page.getByRole('heading', { name: '2 items in your cart' })).toBeVisible();

    const line = page.getByTestId('lab-cart-line').filter({ hasText: BASIC.name });
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByTestId('lab-patient')).toHaveCount(1);
    await plus.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    // One patient row for each person taking the package.
    await expect(page.getByTestId('lab-patient')).toHaveCount(2);
    expect(paiseOf(await line.getByTestId('line-price').innerText())).toBe(2 * BASIC.pricePaise);
    for (let i = 0; i < 5; i++) if (await plus.isEnabled()) await plus.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('5');
    await expect(plus).toBeDisabled();
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await line.getByRole('button', { name: 'Decrease quantity' }).click();

    const subtotal = 2 * BASIC.pricePaise + DENGUE.pricePaise;
    expect(paiseOf(await page.getByTestId('lab-to-pay').innerText())).toBe(subtotal);
    expect(paiseOf(await page.getByTestId('lab-mrp-total').innerText())).toBe(
      2 * BASIC.mrpPaise + 90_000,
    );
    await expect(page.getByTestId('lab-saved')).toContainText('on this booking');

    // Wide: the summary beside the details; a phone: under them, never wider than the screen.
    const lines = await page.getByRole('heading', { name: '2 items in your cart' }).boundingBox();
    const summary = await page.getByRole('heading', { name: 'Price details' }).boundingBox();
    if (testInfo.project.name === 'mobile') {
      expect(summary!.y).toBeGreaterThan(lines!.y);
      await expectNoSidewaysScroll(page);
    } else expect(summary!.x).toBeGreaterThan(lines!.x + lines!.width);
    await expectNoSeriousA11yViolations(page);

    await line.getByRole('button', { name: `Remove ${BASIC.name}` }).click();
    await page
      .getByTestId('lab-cart-line')
      .getByRole('button', { name: `Remove ${DENGUE.name}` })
      .click();
    await expect(page.getByText('Your lab cart is empty')).toBeVisible();
  });

  test('the details are checked before paying; the pincode decides the collection times', async ({
    page,
  }) => {
    await cartWith(page, [DENGUE.slug]);
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await page.getByRole('button', { name: /^Pay/ }).click();
    // Each message under its field (the first is also a toast).
    const main = page.getByRole('main');
    await expect(main.getByText('Patient name is required')).toBeVisible();
    await expect(main.getByText('Pincode is required')).toBeVisible();
    await expect(main.getByText('Choose a collection time')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);

    await page.getByLabel('Pincode').fill('999999');
    await expect(page.getByTestId('collection-not-served')).toHaveText(
      'Home sample collection is not available at pincode 999999 yet',
    );
    await page.getByLabel('Pincode').fill(PINCODE);
    await expect(page.getByTestId('collection-area')).toContainText('Koramangala');
    const tabs = page.getByRole('tablist', { name: 'Collection dates' }).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    await expect(tabs.nth(0)).toContainText('Today');
    await expect(tabs.nth(1)).toContainText('Tomorrow');
    await expect(tabs.nth(2)).toHaveText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}/);

    // Tomorrow's ten windows from 06:00; choosing another date clears the chosen one.
    await tabs.nth(1).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button')).toHaveCount(10);
    await expect(panel.getByRole('button').first()).toContainText('06:00 AM - 06:30 AM');
    await panel.getByRole('button', { disabled: false }).first().click();
    await expect(page.getByTestId('collection-choice')).toContainText('Collection: Tomorrow');
    await tabs.nth(2).click();
    await expect(page.getByTestId('collection-choice')).toHaveText(
      'Choose a time for the phlebotomist to visit.',
    );
    // Today's windows close an hour before they start (all of them by 09:30): each says why.
    await tabs.nth(0).click();
    const today = panel.getByRole('button');
    for (const button of await today.all()) {
      if (await button.isDisabled()) await expect(button).toContainText(/Closed|Full/);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('books a home collection: a window, the test checkout, the confirmation', async ({
    page,
  }, testInfo) => {
    test.slow(); // several pages, the checkout dialog and four API calls
    // Its own client address: the payment calls of the other specs share the machine's.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.83.${testInfo.project.name.length}.${testInfo.retry + 1}`,
    });
    await cartWith(page, [BASIC.slug]);
    const patient = page.getByTestId('lab-patient');
    await patient.getByLabel('Full name').fill('Asha Rao');
    await patient.getByLabel('Age').fill('42');
    await patient.getByLabel('Gender').selectOption('female');
    const address = page.getByRole('region', { name: 'Sample collection address' });
    await address.getByLabel('Full name').fill('Asha Rao');
    const buyer = testBuyer();
    await address.getByLabel('Phone number').fill(buyer.phone);
    await address.getByLabel('Email').fill(buyer.email);
    await address.getByLabel('Pincode').fill(PINCODE);
    await address.getByLabel('Address').fill('12, 3rd Cross, Koramangala, Bangalore');
    const tabs = page.getByRole('tablist', { name: 'Collection dates' }).getByRole('tab');
    await tabs.nth(1).click();
    const window = page.getByRole('tabpanel').getByRole('button', { disabled: false }).first();
    const label = (await window.innerText()).split('\n')[0];
    await window.click();
    await expect(page.getByTestId('collection-choice')).toHaveText(
      `Collection: Tomorrow, ${label}`,
    );
    const toPay = paiseOf(await page.getByTestId('lab-to-pay').innerText());
    await page.getByRole('button', { name: /^Pay/ }).click();

    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    // The order is created first (a transaction on the embedded database): on a machine running
    // two workers this has taken longer than the default 10 s.
    await expect(checkout).toContainText('Test mode', { timeout: 20_000 });
    await expect(checkout).toContainText('Saithunga Lab home collection (1 patient)');
    await expect(checkout).toContainText('Asha Rao');
    expect(paiseOf(await checkout.getByTestId('checkout-amount').innerText())).toBe(toPay);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expectToast(page, 'Collection booked');
    await expect(page).toHaveURL(/\/lab-tests\/booked\?reference=SLB-[0-9A-Z]{10}$/);
    // The address carries the reference and nothing about the patient.
    expect(page.url()).not.toMatch(new RegExp(`Asha|${buyer.phone}|560034`));
    const reference = new URL(page.url()).searchParams.get('reference')!;
    await expect(page.getByRole('heading', { name: 'Collection booked', level: 1 })).toBeVisible();
    await expect(page.getByTestId('lab-reference')).toHaveText(reference);
    await expect(page.getByTestId('lab-booked-window')).toContainText(
      label.replace(' - ', ' and '),
    );
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'the lab report page' })).toHaveAttribute(
      'href',
      `/lab-tests/report?reference=${reference}`,
    );
    // Scanned once the toast has gone: axe reads its fade-out as low contrast.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The lab cart was emptied.
    await expect(popup(page)).toHaveCount(0);
    await openCart(page);
    await expect(page.getByText('Your lab cart is empty')).toBeVisible();
  });
});
