import { randomInt } from 'node:crypto';
import { type Locator, type Page, type Route } from '@playwright/test';
import { expect, test } from './test';
import { doctor } from './booking-helpers';
import { CART_STORAGE_KEY } from '../components/cart/cart-store';
import { priceRangeLabel } from '../lib/pharmacy/filters';
import { MEDICINE } from './pharmacy-helpers';

/**
 * A tap is never lost (docs/decisions/early-taps.md): the page's scripts are held back by the
 * test, so each tap below is provably made before React runs (React has not marked the
 * document), and the scripts are let through only after it. The cart and the slot picker must
 * then end up with what was tapped, once, and the menu open.
 */

/** Holds every script chunk of the page until the answer is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/*.js', (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens `path` with its scripts held: the page is drawn, React not started. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  // Only the document: a held script would hold the load event too.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

async function reactListens(page: Page) {
  return page.evaluate(() => Object.keys(document).some((k) => k.startsWith('_reactListening')));
}

/** Taps as the project's visitor does (a touch on the phone), and checks it came early. */
async function tapEarly(page: Page, target: Locator, times = 1) {
  await expect(target).toBeVisible();
  for (let i = 0; i < times; i += 1) {
    if (test.info().project.name === 'mobile') await target.tap();
    else await target.click();
  }
  expect(await reactListens(page)).toBe(false);
  // Taken and shown at once as waiting, not ignored.
  await expect(target).toHaveAttribute('aria-busy', 'true');
}

async function savedCart(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), CART_STORAGE_KEY);
}

const addButton = (page: Page, name: RegExp | string) =>
  page.getByRole('button', { name: typeof name === 'string' ? `Add ${name} to cart` : name });

test.describe('taps before hydration', () => {
  test("'Add' on a /pharmacy shelf, tapped twice, puts one unit in the cart", async ({ page }) => {
    const release = await openHeld(page, '/pharmacy');
    const add = addButton(page, /^Add .+ to cart$/).first();
    const name = (await add.innerText()).replace(/^Add\s+/, '').replace(/\s+to cart$/, '');
    await tapEarly(page, add, 2);
    await release();
    await expect(
      page.getByRole('button', { name: `Remove ${name} from cart` }).first(),
    ).toBeVisible();
    const { state } = await savedCart(page);
    expect(
      state.items.map((l: { name: string; quantity: number }) => [l.name, l.quantity]),
    ).toEqual([[name, 1]]);
    // The taps were answered: nothing is left waiting, and the buttons are their own again.
    await expect(page.locator('[data-replay], [data-in-cart][aria-busy]')).toHaveCount(0);
  });

  test("'Add' on a medicine's page (the sticky bar on a phone) puts it in the cart once", async ({
    page,
  }) => {
    const release = await openHeld(page, `/pharmacy/${MEDICINE.slug}`);
    const add = addButton(page, MEDICINE.name).locator('visible=true').first();
    await tapEarly(page, add);
    await release();
    await expect(
      page.getByRole('button', { name: `Remove ${MEDICINE.name} from cart` }).first(),
    ).toBeVisible();
    const { state } = await savedCart(page);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ name: MEDICINE.name, quantity: 1 });
  });

  test("a profile's slot picker keeps a time tapped before hydration, and a date", async ({
    page,
  }, testInfo) => {
    const doc = await doctor(page, testInfo.project.name === 'mobile' ? 9 : 11);
    const release = await openHeld(page, `/docprofile/${doc.slug}`);
    // Drawn in the page's HTML: the picker is there before any script runs.
    const picker = page.getByRole('region', { name: `Book an appointment with ${doc.name}` });
    // The day's last open time, held by its id: the first one can start (and close) while the
    // page loads, and ':enabled' would then name the next one.
    const last = picker.locator('button[data-slot-id]:enabled').last();
    const slotId = await last.getAttribute('data-slot-id');
    const slot = picker.locator(`button[data-slot-id="${slotId}"]`);
    await slot.scrollIntoViewIfNeeded();
    await tapEarly(page, slot);
    await release();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    const time = (await slot.innerText()).split('\n')[0].trim();
    await expect(picker.getByText(`Selected: ${time}`)).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Add Appointment' })).toBeVisible();
    await expect(page.locator('[data-replay], [aria-busy="true"]')).toHaveCount(0);

    // A date tab, tapped before hydration on a fresh load, is the selected one once it hydrates.
    const again = await openHeld(page, `/docprofile/${doc.slug}`);
    const tab = picker.getByRole('tab', { selected: false }).first();
    const label = (await tab.locator('span').first().innerText()).trim();
    await tapEarly(page, tab);
    await again();
    const chosenTab = picker.getByRole('tab', { name: new RegExp(`^${label}`) });
    await expect(chosenTab).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByText(/\d+ Total Slots available/)).toBeVisible();
  });

  test("a /doctors card's 'Book appointment' tapped early opens that doctor's picker", async ({
    page,
  }) => {
    const release = await openHeld(page, '/doctors');
    const card = page.getByTestId('doctor-list').getByRole('listitem').first();
    await tapEarly(page, card.getByRole('button', { name: 'Book appointment' }));
    await release();
    // Open, the toggle reads 'Cancel'.
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: /^Book an appointment with / })).toBeVisible();
  });

  test('letters typed in the pharmacy search box before hydration are searched once it hydrates', async ({
    page,
  }) => {
    const release = await openHeld(page, '/pharmacy');
    const box = page.getByRole('searchbox', { name: 'Search medicines' });
    await expect(box).toBeVisible();
    await box.click();
    await box.pressSequentially('gluc');
    expect(await reactListens(page)).toBe(false);
    await release();
    await expect(page.getByTestId('search-panel')).toBeVisible();
    await expect(box).toHaveValue('gluc');
  });

  test("words typed in /doctors' search before hydration are what Search looks for", async ({
    page,
  }) => {
    const release = await openHeld(page, '/doctors');
    const box = page.getByRole('searchbox', { name: 'Search by disease or doctor name' });
    await box.fill('heart');
    expect(await reactListens(page)).toBe(false);
    await release();
    // Once React has hydrated the box (its props are on the element).
    await expect
      .poll(() => box.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    await page.getByRole('button', { name: 'Search' }).click();
    // The island's search (a plain GET of the form would also send `city=`).
    await expect(page).toHaveURL(/\/doctors\?q=heart$/);
    await expect(box).toHaveValue('heart');
  });

  test('a mobile number typed and sent before hydration is the one the code step verifies', async ({
    page,
  }) => {
    // A client of its own: the sign-in limits count code requests per client.
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.47.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    const phone = `9${String(randomInt(1e9)).padStart(9, '0')}`;
    const release = await openHeld(page, '/account/sign-in');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await reactListens(page)).toBe(false);
    await release();
    await expect(page.getByRole('status')).toContainText('a 6-digit code has been sent');
    // The code and 'Send a new code' go with the number sent, not with an empty one.
    const sent = page.locator('input[type="hidden"][name="phone"]');
    await expect(sent).toHaveCount(2);
    for (const field of await sent.all()) await expect(field).toHaveValue(phone);
    await page.getByRole('button', { name: 'Change the number' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
  });

  test('a booking reference and phone sent before hydration are the ones the code step opens', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `10.48.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    const release = await openHeld(page, '/appointment/manage');
    await page.getByLabel('Booking reference').fill('SMH-AB12CD34EF');
    await page.getByLabel('Phone number used for the booking').fill('9876543210');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    expect(await reactListens(page)).toBe(false);
    await release();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    for (const [name, value] of [
      ['reference', 'SMH-AB12CD34EF'],
      ['phone', '9876543210'],
    ]) {
      const sent = page.locator(`input[type="hidden"][name="${name}"]`);
      await expect(sent).toHaveCount(2);
      for (const field of await sent.all()) await expect(field).toHaveValue(value);
    }
  });

  test('the mobile menu button opens the menu', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu button is shown below 768 px');
    const release = await openHeld(page, '/pharmacy');
    await tapEarly(page, page.getByRole('button', { name: 'Open menu' }));
    await release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  });

  test("a listing's price choice pressed early filters the listing", async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      "a phone's filters are in a sheet that its button opens: that button needs the script",
    );
    const release = await openHeld(page, '/category/allergy-care');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    const choice = sidebar.getByRole('button', { name: priceRangeLabel('0-500'), exact: true });
    await tapEarly(page, choice);
    await release();
    await expect(page).toHaveURL(/\/category\/allergy-care\?price=0-500$/);
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-replay]')).toHaveCount(0);
  });

  test("a listing's 'Filter' tapped early opens its sheet on a phone", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', "the sheets' buttons show up to 768 px");
    const release = await openHeld(page, '/category/allergy-care');
    await tapEarly(page, page.getByRole('button', { name: /^Filter/ }));
    await release();
    await expect(page.getByRole('dialog', { name: 'Filter products' })).toBeVisible();
    await expect(page.locator('[data-replay]')).toHaveCount(0);
  });
});
