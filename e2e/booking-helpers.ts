/** The public booking steps shared by the booking and staff console tests. */
import { expect, type Page } from '@playwright/test';
import { testBuyer } from './helpers/buyer';

export type Doctor = { _id: string; slug: string; name: string };

export async function doctor(page: Page, id: number): Promise<Doctor> {
  const response = await page.request.get(`/api/doctor/get_doctorone/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Doctor;
}

/** Opens a doctor's profile, goes to its slot picker by 'Book Appointment' and returns it. */
export async function openPicker(page: Page, doc: Doctor) {
  await page.goto(`/docprofile/${doc.slug}`);
  await page.getByRole('link', { name: 'Book Appointment' }).first().click();
  const picker = page.getByRole('region', { name: `Book an appointment with ${doc.name}` });
  await expect(picker.getByRole('tab').first()).toBeVisible();
  return picker;
}

/**
 * Picks the second date (never today, so no slot can pass while the test runs). The 1-second
 * indicator itself is timed exactly in tests/booking/booking-panel.test.tsx; here, on a busy
 * machine, it may be gone before the first look.
 */
export async function chooseSecondDate(picker: ReturnType<Page['getByRole']>) {
  const tab = picker.getByRole('tab').nth(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByText(/\d+ Total Slots available/)).toBeVisible();
  await expect(picker.getByText('Please Wait...')).toBeHidden();
  return (await tab.locator('span').first().innerText()).trim();
}

export async function fillPatient(page: Page) {
  await page.getByLabel('Patient name').fill('Meera Iyer');
  const buyer = testBuyer('meera');
  await page.getByLabel('Phone number').fill(buyer.phone);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Age').fill('41');
  await page.getByLabel('Disease or symptoms').fill('Chest pain');
  await page.getByLabel('Pincode').fill('560038');
  await page.getByLabel('Gender').selectOption('female');
}

/** From the picker to the test checkout; returns the chosen date tab label and time. */
export async function reachTestCheckout(page: Page, doc: Doctor) {
  const picker = await openPicker(page, doc);
  const dateLabel = await chooseSecondDate(picker);
  const free = picker.locator('button[aria-pressed="false"]:not([disabled])').first();
  const time = (await free.innerText()).trim();
  // Pinned by id: once pressed, the 'free and not pressed' locator would move to the next slot.
  const slot = picker.locator(`button[data-slot-id="${await free.getAttribute('data-slot-id')}"]`);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Add Appointment' }).click();

  await expect(page).toHaveURL(/\/addtocart\/appointment$/);
  const summary = page.getByRole('region', { name: 'Appointment summary' });
  await expect(summary).toContainText(doc.name);
  await expect(summary).toContainText(time);
  await expect(summary).toContainText(/Final price\s*Rs\. [\d,]+/);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'All fields are required' }),
  ).toBeVisible();
  await fillPatient(page);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your appointment' });
  await expect(confirm).toContainText(time);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout.getByRole('status')).toHaveText('Test mode: no real payment is taken');
  return { dateLabel, time, checkout };
}

/**
 * From a filled appointment form: Pay Now, OK, and Pay in the test checkout; answers the paid
 * booking's reference once the success page shows it.
 */
export async function payForAppointment(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your appointment' })
    .getByRole('button', { name: 'OK' })
    .click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success\?ref=SMH-[0-9A-Z]{10}$/);
  return new URL(page.url()).searchParams.get('ref')!;
}

export async function slotButton(page: Page, doc: Doctor, dateLabel: string, time: string) {
  const picker = await openPicker(page, doc);
  await picker.getByRole('tab', { name: new RegExp(dateLabel) }).click();
  await expect(picker.getByText(/\d+ Total Slots available/)).toBeVisible();
  return picker.getByRole('button', { name: new RegExp(`^${time}`) });
}
