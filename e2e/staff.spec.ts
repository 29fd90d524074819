/**
 * The staff console (issues 15 and 18) in a real browser: signing in and out, each role's pages
 * (allowed, or 403), the front desk working a callback request, the pharmacist checking a
 * prescription (viewing the page, rejecting with a refund; approving and sending another order)
 * and the admin reading all of it in the audit log.
 */
import { expect, test } from './test';
import { type Cookie, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from './helpers/a11y-scan';
import { doctor, reachTestCheckout, slotButton } from './booking-helpers';
import { ACCOUNTS, PASSWORD, signIn, type Role } from './staff-helpers';
import {
  cartWith,
  expectToast,
  payPharmacyOrder,
  PRESCRIPTION_MEDICINE,
  saveDelivery,
} from './pharmacy-helpers';
import { pdfBytes } from '../tests/helpers/files';
import { testBuyer } from './helpers/buyer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Places a paid order for a prescription medicine with one uploaded page; its reference. */
async function orderWithPrescription(page: Page): Promise<string> {
  await cartWith(page, [PRESCRIPTION_MEDICINE]);
  await saveDelivery(page);
  await page.getByTestId('prescription').getByLabel('Upload prescription').setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(
    page.getByTestId('prescription').getByRole('list', { name: 'Uploaded prescription pages' }),
  ).toBeVisible();
  return payPharmacyOrder(page);
}

async function openOrder(page: Page, reference: string) {
  await page.goto(`/staff/orders?q=${reference}`);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
}

test.describe('staff console', () => {
  // Every test signs in for itself and makes its own records, so the file's tests share the
  // workers: run as one serial file it was the suite's long tail (10.8 of 36 minutes).
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(({}, testInfo) => {
    // A desk tool for desktops and tablets; the phone-sized project adds nothing here.
    test.skip(testInfo.project.name === 'mobile', 'the console is used at desk and tablet widths');
  });

  test('signs in with the right password only, and signing out ends the session', async ({
    page,
  }) => {
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login$/);
    const response = await page.request.get('/staff/login');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['cache-control']).toContain('no-store');

    await page.getByLabel('E-mail').fill(ACCOUNTS.front_desk);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong e-mail or password');
    await page.getByLabel('E-mail').fill('nobody@staff.example');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong e-mail or password');

    await signIn(page, 'front_desk');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/staff' });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    // The old cookie opens nothing any more.
    await page.context().addCookies([{ ...cookie!, expires: -1 }]);
    await page.goto('/staff/callbacks');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  const DESK = [
    '/staff/callbacks',
    '/staff/messages',
    '/staff/appointments',
    '/staff/schedules',
    '/staff/export/callbacks',
    '/staff/export/appointments',
  ];
  const PHARMACY = [
    '/staff/orders',
    '/staff/medicines',
    '/staff/medicines/new',
    '/staff/export/orders',
  ];
  const LAB = ['/staff/lab-orders'];
  /** Late and double payments: each desk refunds its own purchases' ones. */
  const REFUNDS = ['/staff/refunds'];
  const CONTENT = [
    '/staff/home',
    '/staff/doctors',
    '/staff/doctors/new',
    '/staff/departments',
    '/staff/departments/new',
    '/staff/treatments',
    '/staff/treatments/new',
    '/staff/blogs',
    '/staff/blogs/new',
    '/staff/jobs',
    '/staff/coupons',
  ];
  const HR = ['/staff/applications', '/staff/export/applications'];
  /** Patients' accounts and their timelines (issue 46): the desks that serve them. */
  const PATIENTS = ['/staff/patients'];
  const ADMIN_ONLY = [
    '/staff/audit',
    '/staff/export/audit',
    '/staff/accounts',
    '/staff/outbox',
    '/staff/vitals',
    '/staff/privacy-requests',
  ];
  const CONSULTATIONS = ['/staff/consultations'];
  const PAGES = [
    '/staff',
    '/staff/security',
    ...DESK,
    ...REFUNDS,
    ...PHARMACY,
    ...LAB,
    ...CONTENT,
    ...HR,
    ...PATIENTS,
    ...CONSULTATIONS,
    ...ADMIN_ONLY,
  ];
  const ALLOWED: Record<Role, string[]> = {
    admin: PAGES,
    front_desk: ['/staff', '/staff/security', ...DESK, ...REFUNDS, ...PATIENTS],
    pharmacist: ['/staff', '/staff/security', ...PHARMACY, ...LAB, ...REFUNDS, ...PATIENTS],
    lab: ['/staff', '/staff/security', ...LAB, ...REFUNDS, ...PATIENTS],
    editor: ['/staff', '/staff/security', ...CONTENT],
    hr: ['/staff', '/staff/security', ...HR],
    // A doctor's /staff is her workspace (a redirect, below); she has nothing else.
    doctor: CONSULTATIONS,
  };
  const NAV_LINKS: Record<Role, number> = {
    admin: 25,
    front_desk: 8,
    pharmacist: 7,
    lab: 5,
    editor: 9,
    hr: 3,
    doctor: 1,
  };

  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`${role} opens exactly the pages of its role`, async ({ page }) => {
      await signIn(page, role);
      for (const path of PAGES) {
        const response = await page.request.get(path, { maxRedirects: 0 });
        const expected =
          role === 'doctor' && path === '/staff' ? 307 : ALLOWED[role].includes(path) ? 200 : 403;
        expect(response.status(), `${role} ${path}`).toBe(expected);
      }
      const nav = page.getByRole('navigation', { name: 'Staff console' });
      await expect(nav.getByRole('link')).toHaveCount(NAV_LINKS[role]);
    });
  }

  test('a page outside the role says so, in the console card, with the way back', async ({
    page,
  }) => {
    await signIn(page, 'hr');
    const response = await page.goto('/staff/audit');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the console' }).click();
    await expect(page).toHaveURL(/\/staff$/);
  });

  // One test a page: a slow machine scans each within its own time. The admin signs in once per
  // worker (signing in is tested above): its cookies serve the worker's later scans, until the
  // session they hold has ended (a retry, a long idle), when it signs in again.
  let adminCookies: Cookie[] | undefined;
  for (const path of PAGES.filter((p) => !p.startsWith('/staff/export/'))) {
    test(`${path} passes the axe scan`, async ({ page, context }) => {
      const signInAgain = async () => {
        await signIn(page, 'admin');
        adminCookies = await context.cookies();
      };
      if (adminCookies) await context.addCookies(adminCookies);
      else await signInAgain();
      await page.goto(path);
      if (new URL(page.url()).pathname !== path) {
        await signInAgain();
        await page.goto(path);
      }
      // Signed in: the scan is of the page, never of the sign-in form.
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a record or page that does not exist is said inside the console, with its navigation', async ({
    page,
  }) => {
    // Signed out, an address that is no console page leads to the sign-in like any other.
    await page.goto('/staff/ordrs');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await signIn(page, 'admin');
    for (const path of [
      '/staff/doctors/999999',
      '/staff/lab-orders/not-a-number',
      '/staff/ordrs',
      '/staff/doctors/1/edit',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
      await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
      // Not the public site's 404 with its header and contact buttons.
      await expect(page.getByRole('complementary', { name: 'Quick contact' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await page.getByRole('link', { name: '← Console home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good to see you');
  });

  test('the front desk finds a new callback request, calls and closes it', async ({ page }) => {
    const name = `Desk Check ${Date.now()}`;
    const sent = await page.request.post('/api/booking/create_booking', {
      data: {
        patient_name: name,
        contact_number: '9876543210',
        disease: 'Knee pain for two weeks',
        address: 'Indiranagar',
        page_name: 'doctors',
        form: 'doctors',
      },
    });
    expect(sent.ok()).toBe(true);

    await signIn(page, 'front_desk');
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: /Callback requests/ })
      .click();
    await page.getByLabel('Search name, phone or e-mail').fill(name);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Callback request from ${name}`,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Status').selectOption('contacted');
    await page.getByLabel('Note').fill('Called; booked with Dr. Rao on Friday.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved: Contacted');
    // A contacted request cannot go back to new: the choice is not offered any more.
    await expect(page.getByLabel('Status').locator('option')).toHaveText(['Contacted', 'Closed']);
    await page.getByLabel('Status').selectOption('closed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved: Closed');

    await page.goto(`/staff/callbacks?status=closed&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Closed');
  });

  test('the pharmacist reads the prescription, rejects one order with a refund and sends another', async ({
    page: shopper,
    browser,
  }, testInfo) => {
    test.slow(); // two orders, two staff sign-ins, six order changes and two scans
    const rejected = await orderWithPrescription(shopper);
    const sent = await orderWithPrescription(shopper);
    const member = async () =>
      (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();

    const page = await member();
    await signIn(page, 'pharmacist');
    await openOrder(page, rejected);
    await expect(page.getByText('Awaiting prescription check')).toBeVisible();
    // The payment the shopper can quote: the provider's id, beside the amount.
    await expect(page.getByText(/^₹[\d,.]+ paid \(\w+, pay_sim[0-9a-f]{16}\)$/)).toBeVisible();
    const file = await page.request.get(
      (await page.getByRole('link', { name: /Page 1/ }).getAttribute('href')) as string,
    );
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(file.headers()['cache-control']).toContain('no-store');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Reject prescription and refund…' }).click();
    await page.getByRole('button', { name: 'Reject prescription and refund' }).click();
    await expect(page.getByText('Please give the reason (the shopper is told it)')).toBeVisible();
    await page
      .getByLabel('Reason (the shopper reads it; the full amount is refunded)')
      .fill('The prescription is not signed.');
    await page.getByRole('button', { name: 'Reject prescription and refund' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Order updated: Prescription rejected. The full amount has been refunded.',
    );
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Approve/ })).toHaveCount(0);

    await openOrder(page, sent);
    for (const [button, status] of [
      ['Approve prescription', 'Prescription approved'],
      ['Confirm order', 'Confirmed'],
      ['Mark packed', 'Packed'],
      ['Mark dispatched', 'Dispatched'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('status')).toHaveText(`Order updated: ${status}`);
    }
    // Dispatched: it may no longer be cancelled.
    await expect(page.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Packing slip ${sent}`);

    // The admin reads all of it in the audit log.
    const admin = await member();
    await signIn(admin, 'admin');
    await admin.goto('/staff/audit?entity=pharmacy_order');
    const log = admin.getByRole('table');
    await expect(log).toContainText('prescription.view');
    await expect(log).toContainText('pharmacy_order.reject');
    await expect(log).toContainText('pharmacy_order.dispatch');
    await expectNoSeriousA11yViolations(admin);
  });

  test('the front desk cancels a paid appointment with a refund, and the slot is free again', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const doc = await doctor(page, 7);
    const { dateLabel, time, checkout } = await reachTestCheckout(page, doc);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?ref=SMH-/);
    const reference = new URL(page.url()).searchParams.get('ref')!;
    await expect(await slotButton(page, doc, dateLabel, time)).toBeDisabled();

    const desk = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await signIn(desk, 'front_desk');
    await desk.goto('/staff/appointments');
    await desk.getByLabel('Search reference, name or phone (any day)').fill(reference);
    await desk.getByRole('button', { name: 'Show' }).click();
    await desk.getByRole('link', { name: reference }).click();
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Appointment ${reference}`);
    await expect(desk.getByText(/^₹[\d,.]+ \(pay_sim[0-9a-f]{16}\)$/)).toBeVisible();
    await expectNoSeriousA11yViolations(desk);
    await desk.getByText('Cancel this appointment for the hospital…').click();
    await desk.getByLabel(/^Reason/).fill('The doctor is in surgery all day.');
    await desk.getByRole('button', { name: 'Cancel and refund' }).click();
    await expectToast(desk, 'Appointment updated: Cancelled. The full amount has been refunded.');
    await expect(desk.getByText('Refunded', { exact: true })).toBeVisible();

    // Free again on the public picker, at once.
    await expect(await slotButton(page, doc, dateLabel, time)).toBeEnabled();
  });

  test("a paid booking's confirmation e-mail, with its invitation, reaches the outbox", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const doc = await doctor(page, 9);
    const { checkout } = await reachTestCheckout(page, doc);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-success\?ref=SMH-/);
    const reference = new URL(page.url()).searchParams.get('ref')!;

    const admin = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await signIn(admin, 'admin');
    await admin.goto('/staff/outbox?status=sent');
    // The worker sends within seconds of the payment.
    const confirmation = admin
      .getByRole('row')
      .filter({ hasText: 'appointment.confirmed' })
      .filter({ hasText: doc.name })
      .getByRole('link', { name: /^Appointment confirmed/ })
      .first();
    await expect(async () => {
      await admin.reload();
      await expect(confirmation).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expectNoSeriousA11yViolations(admin);
    const eml = await admin.request.get((await confirmation.getAttribute('href'))!);
    expect(eml.status()).toBe(200);
    expect(eml.headers()['content-type']).toBe('message/rfc822');
    const text = await eml.text();
    // The whole To line, the patient's address to the letter (no pattern: its dots are literal).
    expect(text.split(/\r?\n/)).toContain(`To: ${testBuyer('meera').email}`);
    expect(text).toContain(reference);
    expect(text).toContain(`filename=appointment-${reference}.ics`);
    expect(text).toMatch(/Content-Type: text\/calendar/);
    // Only admins open messages.
    const desk = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await signIn(desk, 'front_desk');
    expect((await desk.request.get((await confirmation.getAttribute('href'))!)).status()).toBe(403);
  });

  test('the editor changes a treatment and the public page shows it', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/staff/treatments');
    const first = page.getByRole('table').getByRole('link').first();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit');
    const publicPath = (await page.getByRole('link', { name: /^\/treatment\// }).textContent())!;
    const text = `Day-care procedure with same-day discharge, reviewed ${Date.now()}.`;
    await page.getByLabel('Description (under the page title)').fill(text);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expectToast(page, 'Saved. The public pages show the change from their next visit.');
    await page.goto(publicPath);
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the editor adds a treatment with its picture, and the public page shows it', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await page.goto('/staff/treatments');
    await page.getByRole('link', { name: 'Add a treatment' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a treatment');
    const name = `Shoulder Arthroscopy ${Date.now()}`;
    await page.getByLabel('Department').selectOption({ label: 'Orthopaedics' });
    const fields: Record<string, string> = {
      Name: name,
      'Description (under the page title)': 'Keyhole surgery of the shoulder joint.',
      'Page title in search results': `${name} in Bangalore`,
      'Description in search results': 'Keyhole shoulder surgery at Saithunga.',
      Disease: 'Rotator cuff tear',
      'Surgery / procedure': 'Arthroscopic repair',
      Duration: '90 minutes',
      'Treated by': 'Orthopaedic surgeons',
    };
    for (const [label, value] of Object.entries(fields)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    // Refused without a picture: the message says so, and nothing typed is lost.
    await page.getByRole('button', { name: 'Add and publish' }).click();
    await expect(
      page.getByText('Choose a picture (JPEG, PNG or WebP, at most 5 MB)'),
    ).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page
      .getByLabel('Picture (JPEG, PNG or WebP, at most 5 MB)')
      .setInputFiles({ name: 'shoulder.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Add and publish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`);
    await expect(page).toHaveURL(/\/staff\/treatments\/\d+$/);
    const publicPath = (await page.getByRole('link', { name: /^\/treatment\// }).textContent())!;
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText('Rotator cuff tear')).toBeVisible();
    const picture = await page.request.get(
      (await page.locator('img[src^="/media/content-images/"]').first().getAttribute('src'))!,
    );
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    // Listed on its department's page too.
    await page.goto('/department/orthopaedics');
    const specialities = page.getByRole('region', { name: 'Our Specialities' });
    await specialities.getByRole('button', { name: 'View All' }).click();
    await expect(specialities.getByRole('link', { name })).toBeVisible();
  });

  test('the editor writes a post in the rich text editor and the blog shows it formatted', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    await page.goto('/staff/blogs');
    await page.getByRole('link', { name: 'Write a post' }).click();
    const title = `Staying active after a knee replacement ${Date.now()}`;
    await page.getByLabel('Category').selectOption({ label: 'Orthopaedics' });
    await page.getByLabel('Author').selectOption({ index: 1 });
    await page.getByLabel('Title (HTML: <em> and <strong> are kept)').fill(title);
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Text: formatting' });
    // A toolbar button never takes focus from the text on a click (the press is refused focus).
    expect(
      await toolbar
        .getByRole('button', { name: 'Bold' })
        .evaluate(
          (button) =>
            !button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })),
        ),
    ).toBe(true);
    await text.click();
    await page.keyboard.type('Walk a little every day. ');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('Stop if it hurts.');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Ice after exercise');
    await page.getByLabel('Page title in search results').fill('Active after knee replacement');
    await page
      .getByLabel('Description in search results')
      .fill('How to stay active after a knee replacement.');
    await page
      .getByLabel('Picture (JPEG, PNG or WebP, at most 5 MB)')
      .setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit “${title}”`);
    // The editor opens the stored text as it was written.
    await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toContainText(
      'Stop if it hurts.',
    );
    const publicPath = (await page.getByRole('link', { name: /^\/blog\// }).textContent())!;
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.locator('strong', { hasText: 'Stop if it hurts.' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Ice after exercise' }),
    ).toBeVisible();
  });

  test('the pharmacist adds a medicine, and the pharmacy sells it at its price', async ({
    page,
  }) => {
    await signIn(page, 'pharmacist');
    await page.goto('/staff/medicines/new');
    const name = `Zincovit Care ${Date.now()} Tablet`;
    await page.getByLabel('Name (such as Dolo 650 mg Tablet)').fill(name);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Brand').selectOption({ index: 1 });
    await page.getByLabel('Schedule (Drugs and Cosmetics Rules)').selectOption('OTC');
    await page.getByLabel('Price (₹)').fill('95.50');
    await page.getByLabel('MRP (₹)').fill('110');
    await page.getByLabel('Units on hand').fill('40');
    await page.getByLabel('Offered for sale').check();
    const fields: Record<string, string> = {
      'Form (such as Tablet, Syrup, Cream)': 'Tablet',
      'Pack size (such as Strip of 10 tablets)': 'Strip of 15 tablets',
      Manufacturer: 'Apex Labs',
      'Manufacturer’s address': 'Chennai, Tamil Nadu',
      'How it is taken (such as Oral, Topical)': 'Oral',
      About: 'A multivitamin with zinc.',
      Uses: 'Supports immunity.',
    };
    for (const [label, value] of Object.entries(fields)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByLabel('Expiry date of the stock').fill('2031-12-31');
    await page.getByRole('button', { name: 'Add medicine' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const publicPath = (await page.getByRole('link', { name: /^\/pharmacy\// }).textContent())!;
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('₹95.50').first()).toBeVisible();
    await expect(page.getByText('A multivitamin with zinc.')).toBeVisible();
  });

  test('HR downloads a resume that no other role can reach', async ({
    page,
    browser,
  }, testInfo) => {
    const jobs = await (await page.request.get('/api/carrer/get_carrer')).json();
    const job = (jobs.data ?? jobs)[0];
    const name = `Resume Check ${Date.now()}`;
    const applied = await page.request.post('/api/carrer/create_carrerform', {
      multipart: {
        name,
        email: 'applicant@example.com',
        phone_number: '9876543210',
        job_title: job.job_title ?? job.title,
        job_id: String(job._id ?? job.id),
        resume_pdf: {
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(pdfBytes()),
        },
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);

    await signIn(page, 'hr');
    await page.goto(`/staff/applications?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    const href = (await page.getByRole('link', { name: 'Download resume' }).getAttribute('href'))!;
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download resume' }).click();
    expect((await download).suggestedFilename()).toMatch(/^resume-\d+\.pdf$/);
    await page.getByLabel('Status').selectOption('shortlisted');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved: Shortlisted');

    const desk = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    await signIn(desk, 'front_desk');
    expect((await desk.request.get(href)).status()).toBe(403);
    expect((await page.context().request.get(href)).status()).toBe(200);
    const anonymous = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).request.get(href);
    expect(anonymous.status()).toBe(401);
  });

  test("the admin reads everyone's work in the audit log and exports it", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/staff/audit');
    const log = page.getByRole('table');
    await expect(log).toContainText('staff.sign_in');
    const csv = await page.request.get('/staff/export/audit');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('\uFEFFWhen,Who,Role,Action,Record,Id,Changes');
    expect(text).toContain('staff.sign_in');
  });

  test('an admin opens an account whose owner turns on two-step sign-in', async ({
    page,
    browser,
  }, testInfo) => {
    const email = `nurse.${Date.now()}@staff.example`;
    const password = 'a long first password';
    await signIn(page, 'admin');
    await page.goto('/staff/accounts');
    await page.getByLabel('Name').fill('Nina Nurse');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('front_desk');
    await page.getByLabel(/^First password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Account created for Nina Nurse (Front desk).');

    const nurse = await (
      await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    ).newPage();
    const passwordStep = async () => {
      await nurse.goto('/staff/login');
      await nurse.getByLabel('E-mail').fill(email);
      await nurse.getByLabel('Password').fill(password);
      await nurse.getByRole('button', { name: 'Sign in' }).click();
    };
    await passwordStep();
    await expect(nurse.getByRole('heading', { level: 1 })).toContainText('Good to see you');
    await nurse.goto('/staff/security');
    await nurse.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = (await nurse.locator('code').textContent())!.trim();
    await nurse.getByLabel('6-digit code from the app').fill(await generate({ secret: key }));
    await nurse.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(nurse, 'Second factor on: each sign-in will ask for a code');

    await nurse.getByRole('button', { name: 'Sign out' }).click();
    await passwordStep();
    await expect(nurse.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
    // The password alone opens nothing.
    expect((await nurse.request.get('/staff', { maxRedirects: 0 })).status()).toBe(307);
    await nurse.getByLabel('6-digit code from your authenticator app').fill('000000');
    await nurse.getByRole('button', { name: 'Sign in' }).click();
    await expect(nurse.locator('form').getByRole('alert')).toHaveText('Wrong or expired code');
    // A fresh step's code (the set-up used this one).
    const next = new Date(Date.now() + 30_000);
    await nurse
      .getByLabel('6-digit code from your authenticator app')
      .fill(await generate({ secret: key, epoch: Math.floor(next.getTime() / 1000) }));
    await nurse.getByRole('button', { name: 'Sign in' }).click();
    await expect(nurse.getByRole('heading', { level: 1 })).toContainText('Good to see you');
  });
});
