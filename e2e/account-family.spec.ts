/**
 * 'For whom' (issue 46) in a real browser: a signed-in patient saves an address and adds her
 * mother, then books an appointment for her mother with the form filled from the profile (only
 * the reason is typed), and buys a medicine with the saved address filled in (only the delivery
 * date and time are typed). The purchases' account and patient are checked in jest
 * (tests/accounts/purchase-attribution.test.ts); a guest's forms are the spec's own tests.
 */
import { expect, test } from './test';
import { chooseSecondDate, doctor, openPicker } from './booking-helpers';
import { signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
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

test.describe('family and for whom', () => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the forms are the booking and cart forms');

  test('books for a family member and buys a medicine without retyping the profile', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // sign-up, three account forms, a booking and a purchase
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
    await adminContext.close();
  });
});
