/**
 * A patient's account from sign-up to erasure (issue 46), in a real browser: she signs up with a
 * phone code and accepts the notice, saves an address, adds her mother, books an appointment for
 * her mother with the form filled from the profile (only the reason is typed) and buys a medicine
 * with the saved address filled in (only the delivery date and time are typed); both are on her
 * timeline, where she downloads the booking's receipt and the order's GST invoice (its text:
 * GSTIN, HSN, taxable value and tax adding up to the amount paid) and reorders; her JSON export
 * holds the booking and the order; a second patient signed in at the same time gets 404 for every
 * one of her documents and sees none of her records; she erases the account. The purchases'
 * account and patient are checked in jest (tests/accounts/purchase-attribution.test.ts); a
 * guest's forms are the spec's own tests.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { chooseSecondDate, doctor, openPicker } from './booking-helpers';
import { signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import { DEMO_GSTIN, paiseIn, pdfText } from './helpers/pdf';
import { cartWith, expectToast, indiaDate, MEDICINE } from './pharmacy-helpers';
import { signIn as staffSignIn } from './staff-helpers';

/** Seeded doctor ids are deterministic; this one is booked by no other spec. */
const DOCTOR_ID = 11;
const ADDRESS = '7 Defence Colony, Indiranagar, Bangalore';
const MOTHER = { name: 'Lakshmi Family', birthDate: '1958-02-20' };

/** Whole years from `birth` to today in India (the form's age). */
function ageToday(birth: string): string {
  const [ty, tm, td] = indiaDate(0).split('-').map(Number);
  const [by, bm, bd] = birth.split('-').map(Number);
  return String(ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0));
}

/** The bytes of a file the page downloads when `link` is clicked. */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return fs.readFileSync((await download.path())!);
}

test.describe('a patient account', () => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the forms are the booking and cart forms');

  test('signs up, books for her mother and buys without retyping, then documents, reorder, export, erasure', async ({
    page,
    browser,
  }, testInfo) => {
    // Two sign-ups, three account forms, a booking, a purchase, documents and an erasure.
    test.setTimeout(300_000);
    const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const admin = await adminContext.newPage();
    await staffSignIn(admin, 'admin');
    const { phone, email } = testBuyer('family');
    await signIn(page, admin, phone, { name: 'Meera Family' });

    // The profile: an e-mail, a saved address inside the delivery area, and her mother.
    await page.goto('/account/settings');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await expect(page.getByText(/verif/i).first()).toBeVisible();

    await page.goto('/account/addresses');
    await page.locator('#new-address-pincode').fill('110001');
    await page.locator('#new-address-address').fill(ADDRESS);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.locator('#new-address-pincode-error')).toContainText(
      'we do not deliver to pincode 110001',
    );
    await page.locator('#new-address-label').fill('Home');
    await page.locator('#new-address-pincode').fill('560038');
    await page.locator('#new-address-address').fill(ADDRESS);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address is saved.')).toBeVisible();
    await expect(page.getByText(`Home: ${ADDRESS}, 560038`)).toBeVisible();

    await page.goto('/account/family');
    await page.locator('#new-member-name').fill(MOTHER.name);
    await page.locator('#new-member-birth-date').fill(MOTHER.birthDate);
    await page.locator('#new-member-gender').selectOption('female');
    await page.locator('#new-member-relationship').selectOption('parent');
    await page.getByRole('button', { name: 'Add family member' }).click();
    await expect(page.getByText(`${MOTHER.name} is added to your family.`)).toBeVisible();
    await expect(page.getByText(`${MOTHER.name} · Parent`)).toBeVisible();

    // The booking form, for her mother: everything but the reason comes from the profile.
    const doc = await doctor(page, DOCTOR_ID);
    const picker = await openPicker(page, doc);
    await chooseSecondDate(picker);
    const free = picker.locator('button[aria-pressed="false"]:not([disabled])').first();
    const slot = picker.locator(
      `button[data-slot-id="${await free.getAttribute('data-slot-id')}"]`,
    );
    await slot.click();
    await picker.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(page).toHaveURL(/\/addtocart\/appointment$/);
    const forWhom = page.getByLabel('For whom');
    await expect(forWhom).toBeVisible();
    // The holder first, filled where empty.
    await expect(page.getByLabel('Patient name')).toHaveValue('Meera Family');
    await forWhom.selectOption({ label: `${MOTHER.name} (Parent)` });
    await expect(page.getByLabel('Patient name')).toHaveValue(MOTHER.name);
    await expect(page.getByLabel('Age')).toHaveValue(ageToday(MOTHER.birthDate));
    await expect(page.getByLabel('Gender')).toHaveValue('female');
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Pincode')).toHaveValue('560038');
    await page.getByLabel('Disease or symptoms').fill('Knee pain');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your appointment' })
      .getByRole('button', { name: 'OK' })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toContainText(MOTHER.name);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?ref=SMH-[0-9A-Z]{10}$/);
    const booking = new URL(page.url()).searchParams.get('ref')!;

    // The pharmacy: the saved address and the account's phone and e-mail are filled in.
    await cartWith(page, [MEDICINE]);
    await expect(page.getByLabel('For whom')).toBeVisible();
    await expect(page.getByLabel('Delivery address')).toHaveValue(ADDRESS);
    await expect(page.getByLabel('Pincode')).toHaveValue('560038');
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    await expect(page.getByLabel('Full name')).toHaveValue('Meera Family');
    await page.getByLabel('Expected date').fill(indiaDate(2));
    await page.getByLabel('Expected time').fill('14:30');
    await page.getByRole('button', { name: 'Save Info' }).click();
    await expectToast(page, 'Info Saved Successfully.');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const pay = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(pay).toContainText(phone);
    await pay.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Order Placed successfully');
    await expect(page).toHaveURL(/\/payment-success\?order=SPH-[A-Z0-9]{10}$/);
    const order = new URL(page.url()).searchParams.get('order')!;

    // The timeline: the booking in her mother's card, the order in hers.
    await page.goto('/account');
    const bookingItem = page.locator(`li[data-reference="${booking}"]`);
    const orderItem = page.locator(`li[data-reference="${order}"]`);
    await expect(page.getByRole('region', { name: MOTHER.name })).toContainText(booking);
    await expect(page.getByRole('region', { name: 'Meera Family (you)' })).toContainText(order);
    await expect(bookingItem).toContainText('Upcoming');

    // The booking's receipt and the order's GST invoice, downloaded from the timeline.
    const receipt = pdfText(
      await downloaded(page, bookingItem.getByRole('link', { name: 'Download receipt' })),
    );
    expect(receipt).toContain(booking);
    expect(receipt).toMatch(/Payment id: pay_/);
    const invoice = pdfText(
      await downloaded(page, orderItem.getByRole('link', { name: 'Download invoice' })),
    );
    expect(invoice).toContain(`GSTIN: ${DEMO_GSTIN}`);
    expect(invoice).toMatch(/\b3004\b/);
    const paid = paiseIn(invoice, 'Amount paid');
    const taxable = paiseIn(invoice, 'Total taxable value');
    const tax = paiseIn(invoice, 'Total CGST') + paiseIn(invoice, 'Total SGST');
    expect(taxable).toBeGreaterThan(0);
    expect(tax).toBeGreaterThan(0);
    expect(taxable + tax).toBe(paid);

    // Reorder: the medicine back in the cart at today's price.
    await orderItem.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/pharmacy\/addtocart$/);
    await expect(page.locator('main')).toContainText(MEDICINE.name);

    // The export holds the booking and the order.
    await page.goto('/account/privacy');
    const exported = JSON.stringify(
      JSON.parse(
        (await downloaded(page, page.getByRole('link', { name: 'Download as JSON' }))).toString(
          'utf8',
        ),
      ),
    );
    expect(exported).toContain(booking);
    expect(exported).toContain(order);

    // A second patient, signed in at the same time, gets nothing of hers.
    const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const other = await otherContext.newPage();
    await signIn(other, admin, testBuyer('other').phone.replace(/^9/, '8'), { name: 'Ravi Other' });
    for (const path of [
      `/api/account/appointments/${booking}/receipt.pdf`,
      `/api/account/orders/${order}/receipt.pdf`,
      `/api/account/orders/${order}/invoice.pdf`,
      `/account/files/lab-report/${order}`,
    ]) {
      expect((await other.request.get(path)).status(), path).toBe(404);
    }
    expect((await other.request.post(`/api/account/orders/${order}/reorder`)).status()).toBe(404);
    await other.goto('/account');
    await expect(other.locator('main')).not.toContainText(booking);
    await expect(other.locator('main')).not.toContainText(order);
    const theirs = await (await other.request.get('/api/account/export.json')).text();
    expect(theirs).not.toContain(booking);
    expect(theirs).not.toContain(order);
    // The pages that open a record for its owner ask the other patient for its code instead.
    await other.goto(`/appointment/manage?reference=${booking}`);
    await expect(other.locator('main')).not.toContainText(MOTHER.name);
    await other.goto(`/pharmacy/order?reference=${order}`);
    await expect(other.locator('main')).not.toContainText(ADDRESS);
    await otherContext.close();

    // Erasure: signed out, and the account's pages ask for a sign-in again.
    await page.goto('/account/privacy');
    await page.getByLabel('Type ERASE to confirm').fill('ERASE');
    await page.getByRole('button', { name: 'Erase my account' }).click();
    await page.waitForURL('**/account/privacy/erased');
    expect(await (await page.request.get('/api/account/me')).json()).toEqual({ signedIn: false });
    expect((await page.request.get(`/api/account/orders/${order}/invoice.pdf`)).status()).toBe(401);
    await adminContext.close();
  });
});
