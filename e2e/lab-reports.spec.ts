/**
 * A lab report from the lab's upload to the patient's download (issue 17), in a real browser: a
 * lab order is bought through the API with the test checkout; the lab member signs in, finds it,
 * marks the sample collected and uploads a PDF; the patient is told (the outbox), opens
 * /lab-tests/report from the link, passes the one-time code and downloads the very bytes
 * uploaded, while a browser without the code is refused the file.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './test';
import { type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { buildLabCatalogue } from '../lib/seed/content/lab-tests';
import { makePdf } from '../tests/helpers/files';
import { expectNoSeriousA11yViolations } from './helpers/a11y-scan';
import { expectToast } from './pharmacy-helpers';
import { sentMessage, signIn, type Role } from './staff-helpers';
import { testBuyer } from './helpers/buyer';

/** A pincode the seed serves for home collection. */
const PINCODE = '560034';
const TEST_SLUG = 'complete-blood-count-cbc';

/**
 * The id of a seeded test: the e2e server's database is fresh and the seed writes the catalogue
 * in its list order (lib/seed/write-lab.ts), so an item's id is its place in the list. The
 * amount the server asks for below proves the id names that test.
 */
function seededTest() {
  const items = buildLabCatalogue();
  const index = items.findIndex((item) => item.slug === TEST_SLUG);
  return { id: index + 1, pricePaise: items[index].pricePaise };
}

/** A one-page PDF with a correct cross-reference table, unique to this run. */
const tinyPdf = () =>
  Buffer.from(makePdf(undefined, { title: `Lab report ${Date.now()}-${randomInt(1e6)}` }));

/** Buys a CBC for one patient with the test checkout; answers the new order's reference. */
async function buyLabOrder(request: APIRequestContext): Promise<string> {
  const test = seededTest();
  // Its own client address: the payment calls must not spend the machine's allowance.
  const headers = { 'x-forwarded-for': `10.90.${randomInt(256)}.${randomInt(256)}` };
  const collection = await request.get(`/api/lab/collection?pincode=${PINCODE}`);
  expect(collection.ok()).toBe(true);
  const { days } = (await collection.json()).data as {
    days: { date: string; windows: { time: string; open: boolean }[] }[];
  };
  const day = days.find((d) => d.windows.some((w) => w.open))!;
  const window = day.windows.find((w) => w.open)!;
  const created = await request.post('/api/payment_order', {
    headers,
    data: {
      purpose: 'lab_order',
      items: [{ id: test.id, quantity: 1 }],
      patients: [{ name: 'Asha Rao', age: 42, gender: 'female' }],
      contact: {
        name: 'Asha Rao',
        email: testBuyer().email,
        phone_number: testBuyer().phone,
        pincode: PINCODE,
        address: '12 CMH Road, Koramangala, Bangalore',
      },
      collection: { date: day.date, time: window.time },
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();
  expect(order.amount).toBe(test.pricePaise);
  const paid = await request.post('/api/payments/simulated/pay', {
    headers,
    data: { orderId: order.id },
  });
  const stored = await request.post('/api/lab/orders', { headers, data: await paid.json() });
  expect(stored.status()).toBe(201);
  return (await stored.json()).data.reference as string;
}

/**
 * A member of staff signed in on a device of the project's size: a lab member collects samples
 * and uploads reports from a phone as well as from a desk.
 */
async function staffPage(browser: Browser, testInfo: TestInfo, role: Role) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const page = await (
    await browser.newContext({ baseURL, viewport, isMobile, hasTouch })
  ).newPage();
  await signIn(page, role);
  return page;
}

/** The lab member finds the order in the console's list and opens it. */
async function openLabOrder(lab: Page, reference: string) {
  await lab
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /Lab orders/ })
    .click();
  await lab.getByLabel('Search reference, name or phone').fill(reference);
  await lab.getByRole('button', { name: 'Show' }).click();
  await lab.getByRole('link', { name: reference }).click();
  await expect(lab.getByRole('heading', { level: 1 })).toHaveText(`Lab order ${reference}`);
  await expect(lab.getByRole('cell', { name: 'Asha Rao' })).toBeVisible();
  // What the visit takes: the samples of its tests, and the fasting they ask for.
  await expect(
    lab.getByText(/^To collect: \w.*(No fasting needed|Fasting .+ hours) before the visit\.$/),
  ).toBeVisible();
}

/** The lab member finds the order, marks the sample collected and uploads the report. */
async function uploadReport(lab: Page, reference: string, pdf: Buffer) {
  await openLabOrder(lab, reference);
  await expectNoSeriousA11yViolations(lab);

  // A collection booked for a later day (the day's windows close by 10:00 India time) asks the
  // member to say the sample was taken early; on its own day there is nothing to tick.
  const early = lab.getByRole('checkbox', { name: /The sample was taken earlier/ });
  if ((await early.count()) > 0) await early.check();
  await lab.getByRole('button', { name: 'Mark sample collected' }).click();
  await expectToast(lab, 'Sample collected.');
  await lab
    .getByLabel('Report (PDF, at most 10 MB)')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf });
  await lab.getByRole('button', { name: 'Upload report' }).click();
  await expectToast(lab, 'Report uploaded. The patient has been told it is ready.');
  await expect(lab.getByText('Report ready', { exact: true })).toBeVisible();
  await expect(lab.getByRole('link', { name: /^Download report \(PDF/ })).toBeVisible();
}

/** Reads the code of the newest code e-mail sent for `reference`. */
async function codeFor(admin: Page, reference: string): Promise<string> {
  const link = await sentMessage(
    admin,
    'access.code',
    new RegExp(`^Your code for lab booking ${reference}: \\d{6}$`),
  );
  return /(\d{6})$/.exec((await link.innerText()).trim())![1];
}

test.describe('lab reports', () => {
  test('the lab uploads a report and the patient downloads it with a code', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const baseURL = testInfo.project.use.baseURL;
    const reference = await buyLabOrder(page.request);
    const pdf = tinyPdf();
    await uploadReport(await staffPage(browser, testInfo, 'lab'), reference, pdf);

    // The patient's message links to the page, with the reference filled in.
    const admin = await staffPage(browser, testInfo, 'admin');
    await sentMessage(admin, reference, new RegExp(`^Your lab report for ${reference} is ready$`));
    await page.goto(`/lab-tests/report?reference=${reference}`);
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Phone number used for the booking').fill(testBuyer().phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByRole('status')).toContainText('a 6-digit code has been sent');
    const code = await codeFor(admin, reference);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Open my booking' }).click();
    await expect(page.getByText('That code is not right or has expired.')).toBeVisible();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Open my booking' }).click();

    await expect(page.getByRole('heading', { name: `Lab booking ${reference}` })).toBeVisible();
    await expect(page.getByText('Report ready', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Asha Rao, 42 years, Female$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download report (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    // The report as stored: qpdf's rewrite of the upload (lib/uploads/pdf-content.ts).
    const received = fs.readFileSync((await download.path())!);
    expect(received.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(received.equals(pdf)).toBe(false);

    // A browser without the code gets the one error shape, not the file.
    const stranger = await browser.newContext({ baseURL });
    const refused = await stranger.request.get(`/lab-tests/report/file?reference=${reference}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'access_required' });

    // Closing ends the access at once: the file is refused to this browser too.
    await page.getByRole('button', { name: 'Close this booking' }).click();
    await expect(page.getByRole('heading', { name: 'Find your lab booking' })).toBeVisible();
    const after = await page.request.get(`/lab-tests/report/file?reference=${reference}`);
    expect(after.status()).toBe(403);
  });

  test('before the visit the lab cancels a collection with a full refund, and the patient is told', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const reference = await buyLabOrder(page.request);
    const lab = await staffPage(browser, testInfo, 'lab');
    await openLabOrder(lab, reference);

    await lab.getByText('Cancel this collection…').click();
    await lab.getByRole('button', { name: 'Cancel collection and refund' }).click();
    await expect(lab.getByText('Please give the reason (the patient reads it)')).toBeVisible();
    await lab
      .getByLabel(/^Reason \(the patient reads it/)
      .fill('No phlebotomist free that morning.');
    await lab.getByRole('button', { name: 'Cancel collection and refund' }).click();
    await expectToast(lab, 'Order cancelled. The full amount has been refunded.');
    await expect(lab.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(
      lab.getByText('Lab order cancelled: No phlebotomist free that morning.'),
    ).toBeVisible();
    await expect(lab.getByText('Refunded', { exact: true })).toBeVisible();
    // The desk can tell the patient the cancellation was written to them.
    await expect(
      lab
        .getByRole('region', { name: 'Messages to the patient' })
        .getByRole('cell', { name: `Home sample collection cancelled: ${reference}` }),
    ).toBeVisible();
    // Nothing more to do: neither the visit nor another cancellation is offered.
    await expect(lab.getByRole('button', { name: 'Mark sample collected' })).toHaveCount(0);
    await expect(lab.getByText('Cancel this collection…')).toHaveCount(0);
    await expectNoSeriousA11yViolations(lab);

    const admin = await staffPage(browser, testInfo, 'admin');
    await sentMessage(
      admin,
      reference,
      new RegExp(`^Home sample collection cancelled: ${reference}$`),
    );
  });
});
