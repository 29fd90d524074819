/**
 * The account timeline (issue 46) in a real browser: a guest books and pays; a code asked for
 * with that phone, but not entered, shows nothing; signing up with the phone puts the booking on
 * the timeline, where it is cancelled without a new code. A second patient signed in at the same
 * time sees none of it: the booking's page asks for its code, the account's file routes answer
 * 404, and the first one's reference is nowhere on her timeline. The console finds the account by
 * its phone and shows the same timeline.
 */
import { expect, test } from './test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { doctor, reachTestCheckout } from './booking-helpers';
import { askForCode, signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import { expectToast } from './pharmacy-helpers';
import { signIn as staffSignIn } from './staff-helpers';

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

test.describe('account timeline', () => {
  test.skip(({ isMobile }) => isMobile, 'one flow; the pages are the site’s usual cards');

  test('a guest booking appears once the phone is verified, and is cancelled from the timeline', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    // The guest books and pays with the test buyer's phone (booking-helpers' fillPatient).
    const doc = await doctor(page, 10);
    const { checkout } = await reachTestCheckout(page, doc);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?ref=SMH-/);
    const reference = new URL(page.url()).searchParams.get('ref')!;
    const { phone } = testBuyer();

    const admin = await newPage(browser, testInfo);
    await staffSignIn(admin, 'admin');

    // A code asked for with that phone, not entered: no account, nothing shown.
    const patient = await newPage(browser, testInfo);
    await patient.goto('/account/sign-in');
    await askForCode(patient, admin, phone);
    await patient.goto('/account');
    await expect(patient).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/);
    await expect(patient.getByText(reference)).toHaveCount(0);

    // Signed up with the phone: the guest booking is hers, for no family member yet.
    await signIn(patient, admin, phone, { name: 'Meera Iyer' });
    const unassigned = patient.getByRole('region', { name: 'Not assigned to a family member' });
    const item = unassigned.getByRole('listitem').filter({ hasText: `Appointment ${reference}` });
    await expect(item).toContainText('Upcoming');
    await expect(item).toContainText(doc.name);

    // A second patient, signed in at the same time, sees none of it.
    const other = await newPage(browser, testInfo);
    const otherPhone = `9${phone.slice(1).split('').reverse().join('')}`;
    expect(otherPhone).not.toBe(phone);
    await signIn(other, admin, otherPhone, { name: 'Ravi Other' });
    await expect(other.getByText(reference)).toHaveCount(0);
    await other.goto(`/appointment/manage?reference=${reference}`);
    await expect(other.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
    await expect(other.getByRole('heading', { name: `Booking ${reference}` })).toHaveCount(0);
    for (const path of [
      `/account/files/lab-report/${reference}`,
      '/account/files/lab-report/SLB-ZZZZZZZZZZ',
      '/account/files/prescription/1',
    ]) {
      expect((await other.request.get(path)).status()).toBe(404);
    }

    // The owner cancels from the timeline, without a code.
    await item.getByRole('link', { name: 'Move or cancel' }).click();
    await expect(patient).toHaveURL(`/appointment/manage?reference=${reference}`);
    await expect(patient.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
    await patient.getByRole('button', { name: 'Cancel appointment' }).click();
    await patient.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
    await expectToast(patient, /Your appointment is cancelled/);
    await patient.getByRole('link', { name: 'Back to your account' }).click();
    await expect(patient).toHaveURL(/\/account$/);
    await expect(item).toContainText('Cancelled');
    await expect(item.getByRole('link', { name: 'View booking' })).toBeVisible();

    // The console finds the account by its phone and shows the same timeline.
    await admin.goto(`/staff/patients?q=${phone}`);
    await admin.getByRole('link', { name: 'Meera Iyer' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Cancelled');
  });
});
