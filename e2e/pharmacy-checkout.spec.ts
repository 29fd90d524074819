import { expect, test } from './test';
import { formatRupees } from '../lib/money';
import {
  cartWith,
  expectToast,
  indiaDate,
  MEDICINE,
  openPharmacy,
  OTHER_MEDICINE,
  paiseOf,
  saveDelivery,
} from './pharmacy-helpers';
import { testBuyer } from './helpers/buyer';

const line = (page: import('@playwright/test').Page, name: string) =>
  page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name }) });

test.describe('pharmacy: cart and checkout', () => {
  test('cart lines: badge, quantities from 1 to 10, line prices, totals and remove', async ({
    page,
  }, testInfo) => {
    await cartWith(page, [OTHER_MEDICINE, MEDICINE]);
    await expect(page.getByRole('heading', { name: '2 Items in Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Items', exact: true })).toHaveAttribute(
      'href',
      '/pharmacy',
    );
    const first = line(page, OTHER_MEDICINE.name);
    await expect(first).toContainText(/\d+% Off/);
    const unit = paiseOf(await first.getByTestId('line-price').innerText());

    const plus = first.getByRole('button', { name: 'Increase quantity' });
    const minus = first.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(first.getByTestId('line-quantity')).toHaveText('3');
    expect(paiseOf(await first.getByTestId('line-price').innerText())).toBe(unit * 3);
    await minus.click();
    await expect(first.getByTestId('line-quantity')).toHaveText('2');
    for (let i = 0; i < 10; i++) if (await plus.isEnabled()) await plus.click();
    await expect(first.getByTestId('line-quantity')).toHaveText('10');
    await expect(plus).toBeDisabled();

    const lines = await page.getByTestId('line-price').allInnerTexts();
    const subtotal = lines.map(paiseOf).reduce((a, b) => a + b, 0);
    expect(paiseOf(await page.getByTestId('cart-subtotal').innerText())).toBe(subtotal);
    expect(paiseOf(await page.getByTestId('amount-to-pay').innerText())).toBe(subtotal);

    // Names are cut to 15 characters below 576 px.
    const visibleName = await first
      .getByRole('heading')
      .locator('span[aria-hidden="true"]:visible')
      .innerText();
    expect(visibleName).toBe(
      testInfo.project.name === 'mobile' ? 'Paragard 500 mg...' : OTHER_MEDICINE.name,
    );

    // On narrow screens the form moves below the items; on wide ones it sits beside them.
    const items = await page.getByRole('heading', { name: '2 Items in Cart' }).boundingBox();
    const form = await page.getByRole('heading', { name: 'My Cart' }).boundingBox();
    if (testInfo.project.name === 'mobile') expect(form!.y).toBeGreaterThan(items!.y);
    else expect(form!.x).toBeLessThan(items!.x);

    await first.getByRole('button', { name: `Remove ${OTHER_MEDICINE.name}` }).click();
    await expect(page.getByRole('heading', { name: '1 Item in Cart' })).toBeVisible();
    await line(page, MEDICINE.name)
      .getByRole('button', { name: `Remove ${MEDICINE.name}` })
      .click();
    await expect(page.getByText('Cart is empty')).toBeVisible();
  });

  test('coupons are checked by the server: an invalid code warns, a valid one takes its percentage off', async ({
    page,
  }, testInfo) => {
    // Its own client address: a retry's wrong code must not use up the allowance of the
    // machine's address, which the other specs share.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.81.${testInfo.project.name.length}.${testInfo.retry + 1}`,
    });
    await cartWith(page, [OTHER_MEDICINE]);
    const subtotal = paiseOf(await page.getByTestId('cart-subtotal').innerText());
    const toggle = page.getByRole('button', { name: 'Apply Coupon' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = page.getByLabel('Coupon code');
    await input.fill('NOTACODE');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Invalid coupon code');
    await input.fill('welcome10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('coupon-applied')).toHaveText('Applied extra 10% on final price');
    await expect(page.getByLabel('Coupon code')).toHaveCount(0);
    const coupon = Math.round(subtotal / 10);
    expect(paiseOf(await page.getByTestId('coupon-amount').innerText())).toBe(coupon);
    expect(paiseOf(await page.getByTestId('amount-to-pay').innerText())).toBe(subtotal - coupon);
    await expect(page.getByText(/^You Saved \d+% On This Order$/)).toBeVisible();
  });

  test('delivery form: every message, checked on blur and on change, then saved', async ({
    page,
  }) => {
    await openPharmacy(page, '/pharmacy/addtocart');
    const fields: [string, string][] = [
      ['Full name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Phone number', 'Phone number is required'],
      ['Pincode', 'Pincode is required'],
      ['Delivery address', 'Address is required'],
      ['Expected date', 'Expected Date is required'],
      ['Expected time', 'Expected Time is required'],
    ];
    for (const [label] of fields)
      await expect(page.getByText(fields.find((f) => f[0] === label)![1])).toHaveCount(0);
    for (const [label] of fields) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
    }
    for (const [, message] of fields)
      await expect(page.getByText(message, { exact: true })).toBeVisible();

    const checks: [string, string, string][] = [
      ['Email', 'asha@', 'Invalid email address'],
      ['Phone number', '98765', 'Phone number must be 10 digits'],
      ['Pincode', '5600', 'Pincode must be 6 digits'],
      ['Expected date', indiaDate(-1), 'Expected Date cannot be in the past'],
      ['Expected time', '25:61', 'Invalid time format'],
    ];
    for (const [label, value, message] of checks) {
      await page.getByLabel(label).fill(value);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Corrected as they are typed (validated on change).
    await page.getByLabel('Phone number').fill('9876543210');
    await expect(page.getByText('Phone number must be 10 digits')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Info' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Info Saved Successfully.' }),
    ).toHaveCount(0);

    await saveDelivery(page);
    const [y, m, d] = indiaDate(2).split('-');
    await expect(page.getByTestId('saved-info')).toHaveText(
      `Delivering to Asha Rao, 560038 on ${d}/${m}/${y} at 02:30 pm`,
    );
  });

  test('Proceed is guarded: info first, then a non-empty cart', async ({ page }) => {
    await openPharmacy(page, '/pharmacy/addtocart');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expectToast(page, 'Please fill Your Info before info');
    await saveDelivery(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expectToast(page, 'Cart is Empty');
  });

  test('pays with the test checkout and stores the order with the server total, whatever the browser claims', async ({
    page,
    request,
  }) => {
    await cartWith(page, [OTHER_MEDICINE, MEDICINE]);
    await line(page, OTHER_MEDICINE.name)
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expect(line(page, OTHER_MEDICINE.name).getByTestId('line-quantity')).toHaveText('2');

    // What the server will charge: database prices x quantities, less the 15% coupon.
    const price = async (slug: string) => {
      const list = (
        await (await request.get(`/api/pharmacy/search?q=${slug.split('-')[0]}`)).json()
      ).data;
      const id = list.find((s: { slug: string }) => s.slug === slug)._id;
      return Math.round(
        (await (await request.get(`/api/medicine/getonemedicine/${id}`)).json()).data.total_price *
          100,
      );
    };
    const subtotal = 2 * (await price(OTHER_MEDICINE.slug)) + (await price(MEDICINE.slug));
    const expected = subtotal - Math.round((subtotal * 15) / 100);

    // The browser's copy of the prices is tampered with (as a cart kept from before a price
    // change is), and the page's read of today's prices on opening is lost: the display shows
    // the old prices.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('pharmacy-cart')!);
      for (const item of saved.state.items) item.pricePaise = 100;
      localStorage.setItem('pharmacy-cart', JSON.stringify(saved));
    });
    await page.route('**/api/pharmacycart/add_pharmacycart', (route) => route.abort(), {
      times: 1,
    });
    await openPharmacy(page, '/pharmacy/addtocart');
    await expect
      .poll(async () => paiseOf(await page.getByTestId('cart-subtotal').innerText()))
      .toBe(300);

    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await page.getByLabel('Coupon code').fill('HEALTH15');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('coupon-applied')).toHaveText('Applied extra 15% on final price');
    await saveDelivery(page);
    // Proceed sends the amount shown; the server will not charge another one: nothing is held,
    // the shopper is told, and the page reads today's prices.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expectToast(
      page,
      `Prices have changed since these items were added: the amount to pay is now ₹${formatRupees(expected)}, not ₹2.55. Please check the cart, then pay again.`,
    );
    await expect(
      page.getByText('Prices have changed since you added these medicines:'),
    ).toBeVisible();
    await expect(page.getByText(`${MEDICINE.name} now costs ₹`)).toBeVisible();
    await expect
      .poll(async () => paiseOf(await page.getByTestId('cart-subtotal').innerText()))
      .toBe(subtotal);
    await page.getByRole('button', { name: 'Proceed' }).click();

    // The shared test checkout, opened with the server's amount and the delivery info as prefill.
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toContainText('Test mode');
    await expect(checkout).toContainText('Saithunga Pharmacy order (2 items)');
    await expect(checkout).toContainText('Asha Rao');
    await expect(checkout).toContainText(testBuyer().email);
    await expect(checkout).toContainText(testBuyer().phone);
    expect(paiseOf(await checkout.getByTestId('checkout-amount').innerText())).toBe(expected);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expectToast(page, 'Order Placed successfully');
    await expect(page).toHaveURL(/\/payment-success\?order=SPH-[A-Z0-9]{10}$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(paiseOf(await page.getByTestId('order-total').innerText())).toBe(expected);
    await expect(page.getByText(`${OTHER_MEDICINE.name} × 2`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');

    // The cart was cleared.
    await openPharmacy(page, '/pharmacy');
    await expect(page.getByRole('complementary', { name: 'Cart' })).toHaveCount(0);
  });

  test('a failed payment says why and keeps the cart', async ({ page }) => {
    await cartWith(page, [OTHER_MEDICINE]);
    await saveDelivery(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page
      .getByRole('dialog', { name: 'Test checkout' })
      .getByRole('button', { name: 'Fail' })
      .click();
    await expectToast(
      page,
      'Payment failed due to: Your payment was declined by the test bank (you chose Fail).',
    );
    await expect(page).toHaveURL(/\/pharmacy\/addtocart$/);
    await expect(page.getByRole('heading', { name: '1 Item in Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });
});
