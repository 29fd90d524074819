import AxeBuilder from '@axe-core/playwright';
import { expect, HTTP_ONLY, test } from './test';
import { type Page } from '@playwright/test';
import {
  chooseSecondDate,
  doctor,
  fillPatient,
  openPicker,
  reachTestCheckout,
  slotButton,
  type Doctor,
} from './booking-helpers';
import { UNAVAILABLE_DOCTOR_SLUG } from '../lib/seed/schedules';
import { testBuyer } from './helpers/buyer';

/**
 * Paid appointment booking end to end with the simulated provider (the e2e server has no
 * Razorpay keys). Desktop and mobile run in parallel on one server, so each test books with its
 * own doctor (seeded ids are deterministic) and never competes for a slot with another.
 */
const DOCTOR_FOR: Record<string, { pay: number; fail: number; api: number }> = {
  desktop: { pay: 1, fail: 3, api: 5 },
  mobile: { pay: 2, fail: 4, api: 6 },
};

/** Every axe violation (any impact) inside `selector`, as readable lines. */
async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

test.describe('paid appointment booking', () => {
  test('books a slot end to end, then the slot shows as booked', async ({ page }, testInfo) => {
    test.slow(); // the longest flow of the site: several pages, two dialogs, four API calls
    const doc = await doctor(page, DOCTOR_FOR[testInfo.project.name].pay);
    const { dateLabel, time, checkout } = await reachTestCheckout(page, doc);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?ref=SMH-[0-9A-Z]{10}$/);
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
    const reference = new URL(page.url()).searchParams.get('ref')!;
    // The URL carries the booking reference and nothing about the patient.
    expect(page.url()).not.toMatch(new RegExp(`Meera|${testBuyer().phone}|meera|560038`));
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(doc.name);
    await expect(page.getByRole('main')).toContainText(time);
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');

    const booked = await slotButton(page, doc, dateLabel, time);
    await expect(booked).toBeDisabled();
    await expect(booked).toContainText('unavailable');
  });

  test('a payment that fails shows the error and gives the slot back', async ({
    page,
  }, testInfo) => {
    test.slow();
    const doc = await doctor(page, DOCTOR_FOR[testInfo.project.name].fail);
    const { dateLabel, time, checkout } = await reachTestCheckout(page, doc);
    await checkout.getByRole('button', { name: 'Fail', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('declined');
    await expect(alert).toContainText('BAD_REQUEST_ERROR');
    await expect(page).toHaveURL(/\/addtocart\/appointment$/);

    const slot = await slotButton(page, doc, dateLabel, time);
    await expect(slot).toBeEnabled();
  });

  test("a doctor with no upcoming schedule shows 'Doctor Unavailable'", async ({ page }) => {
    await page.goto(`/docprofile/${UNAVAILABLE_DOCTOR_SLUG}`);
    await page.getByRole('link', { name: 'Book Appointment' }).first().click();
    await expect(page.getByRole('heading', { name: 'Doctor Unavailable' })).toBeVisible();
    await expect(
      page.getByText(
        /^Sorry, Dr\. [A-Z][a-z]+ [A-Z][a-z]+ is currently not available\. Please try again later or contact support for assistance\.$/,
      ),
    ).toBeVisible();
  });

  test('the order is priced from the database, a taken slot is 409, bad fields are 400', async ({
    page,
  }, testInfo) => {
    const doc = (await doctor(page, DOCTOR_FOR[testInfo.project.name].api)) as Doctor & {
      price_paise: number;
    };
    const schedule = await (await page.request.get(`/api/doctorschedule/${doc._id}`)).json();
    expect(schedule.message).toBe('Success');
    const day = schedule.data[0].schedules[1];
    const slot = [...day.morning, ...day.afternoon, ...day.evening].find((s) => !s.isBooked);
    const body = {
      purpose: 'appointment',
      doctorId: Number(doc._id),
      slotId: Number(slot._id),
      date: day.date,
      name: 'Ravi',
      phone: '9123456780',
      gender: 'male',
      disease: 'Cough',
      age: 30,
      email: 'ravi@example.com',
      pincode: '560001',
      amount: 1,
    };
    const first = await page.request.post('/api/payment_order', { data: body });
    expect(first.status()).toBe(201);
    const order = await first.json();
    expect(order).toMatchObject({
      amount: doc.price_paise,
      currency: 'INR',
      provider: 'simulated',
    });

    const second = await page.request.post('/api/payment_order', { data: body });
    expect(second.status()).toBe(409);
    expect((await second.json()).message).toMatch(/^Sorry, this slot has just been taken/);

    const bad = await page.request.post('/api/payment_order', {
      data: { ...body, phone: '12', email: '' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toEqual({
      phone: 'Phone number must be a 10-digit number',
      email: 'All fields are required',
    });
    await page.request.post('/api/payments/failed', {
      data: { orderId: order.id, reason: 'test cleanup' },
    });
  });

  test('the picker, the summary page and both dialogs pass axe', async ({ page }, testInfo) => {
    test.slow();
    const doc = await doctor(page, DOCTOR_FOR[testInfo.project.name].api);
    const picker = await openPicker(page, doc);
    await chooseSecondDate(picker);
    await picker.locator('button[aria-pressed="false"]:not([disabled])').first().click();
    await expect(picker.getByRole('button', { name: 'Add Appointment' })).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);

    await picker.getByRole('button', { name: 'Add Appointment' }).click();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'All fields are required' }),
    ).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);

    await fillPatient(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your appointment' })).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await page.getByRole('button', { name: 'OK' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    // Closing the checkout releases the hold and says so.
    await checkout.getByRole('button', { name: 'Close without paying' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment cancelled' })).toBeVisible();
  });

  test('pages with personal data are never cached', HTTP_ONLY, async ({ request }) => {
    for (const path of [
      '/addtocart/appointment',
      '/payment-success',
      '/payment-success?ref=SMH-0000000000',
    ]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
    }
  });
});
