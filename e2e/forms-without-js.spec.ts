/**
 * The forms a visitor reaches first, sent before their script has run, here with script off
 * altogether (docs/decisions/forms-without-javascript.md): each is a real form whose server action
 * or page answers, with the spec's messages and the fields filled in again.
 */
import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { MEDICINE } from './pharmacy-helpers';
import {
  CONSULTATION_PROBLEMS,
  DEPARTMENT_CALLBACK_PROBLEMS,
} from '../tests/helpers/form-messages';

test.use({ javaScriptEnabled: false });

/** No React will ever take the document: wait for the HTML only. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

/** Presses `button` and waits for the page the browser is sent to. */
async function send(page: Page, button: ReturnType<Page['getByRole']>, url: RegExp) {
  await Promise.all([page.waitForURL(url, { waitUntil: 'domcontentloaded' }), button.click()]);
}

const answer = (page: Page) => page.getByTestId('form-answer');

test('department callback form: the spec messages, the fields kept, then the success text', async ({
  page,
}) => {
  await open(page, '/department/cardiology');
  const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
  await form.getByLabel('Patient Name').fill('Asha Rao');
  await form.getByLabel('Contact Number').fill('98765');
  await send(page, form.getByRole('button', { name: 'Book Appointment' }), /\/forms\/callback$/);

  await expect(answer(page)).toContainText('Failed to submit data. Please try again.');
  const again = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
  for (const text of DEPARTMENT_CALLBACK_PROBLEMS.filter((t) => t !== 'Patient Name is required')) {
    await expect(again.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(again.getByLabel('Patient Name')).toHaveValue('Asha Rao');
  await expect(again.getByLabel('Contact Number')).toHaveValue('98765');
  // Still the department's form: its location is a choice among the branches.
  const location = again.getByLabel('Location');
  await location.selectOption((await location.locator('option').nth(1).textContent())!);
  await again.getByLabel('Contact Number').fill('9876543210');
  await again.getByLabel('Email').fill('asha@example.com');
  await again.getByLabel('Disease (comma separated)').fill('chest pain');
  await send(page, again.getByRole('button', { name: 'Book Appointment' }), /\/forms\/callback$/);
  await expect(answer(page)).toHaveText('Our Team will connect with you soon.');
  await expect(page.getByLabel('Patient Name')).toHaveValue('');
});

test('treatment callback form asks for a typed address', async ({ page }) => {
  await open(page, '/treatment/coronary-angioplasty');
  const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
  await form.getByLabel('Patient Name').fill('Ravi');
  await form.getByLabel('Contact Number').fill('9876543210');
  await form.getByLabel('Email').fill('ravi@example.com');
  await form.getByLabel('Disease (comma separated)').fill('angina');
  await send(page, form.getByRole('button', { name: 'Book Appointment' }), /\/forms\/callback$/);
  await expect(page.getByText('Address is required', { exact: true })).toBeVisible();
  await page.getByLabel('Address').fill('12 MG Road, Bengaluru');
  await send(page, page.getByRole('button', { name: 'Book Appointment' }), /\/forms\/callback$/);
  await expect(answer(page)).toHaveText('Our Team will connect with you soon.');
});

test('consultation form on /doctors', async ({ page }) => {
  await open(page, '/doctors');
  const form = page.getByRole('form', { name: 'Request a consultation' });
  await send(
    page,
    form.getByRole('button', { name: 'Get Consultation' }),
    /\/forms\/consultation$/,
  );
  const again = page.getByRole('form', { name: 'Request a consultation' });
  for (const text of CONSULTATION_PROBLEMS) {
    await expect(again.getByText(text, { exact: true })).toBeVisible();
  }
  await again.getByLabel('Patient Name').fill('Meena');
  await again.getByLabel('Mobile Number').fill('9988776655');
  await again.getByLabel('Location').fill('Jayanagar');
  await again.getByLabel('Disease').fill('migraine');
  await send(
    page,
    again.getByRole('button', { name: 'Get Consultation' }),
    /\/forms\/consultation$/,
  );
  await expect(answer(page)).toHaveText('Our Team will connect with you soon.');
});

test('contact form: each problem, then Submitted Successfully', async ({ page }) => {
  await open(page, '/contactus');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Meera');
  await form.getByLabel('Email').fill('meera.example.com');
  await send(page, form.getByRole('button', { name: 'Send Message' }), /\/forms\/contact$/);
  await expect(answer(page)).toContainText('Email is required');
  await expect(answer(page)).toContainText('Message is required');
  await expect(answer(page)).not.toContainText('Name is required');
  const again = page.getByRole('form', { name: 'Send us a message' });
  await expect(again.getByLabel('Name')).toHaveValue('Meera');
  await expect(again.getByLabel('Email')).toHaveValue('meera.example.com');
  await again.getByLabel('Email').fill('meera@example.com');
  await again.getByLabel('Message').fill('What are the OPD timings?');
  await send(page, again.getByRole('button', { name: 'Send Message' }), /\/forms\/contact$/);
  await expect(answer(page)).toHaveText('Submitted Successfully');
});

test('pharmacy search box: Enter opens the results', async ({ page }) => {
  await open(page, '/pharmacy');
  const box = page.getByRole('searchbox', { name: 'Search medicines' }).first();
  await box.fill('cetisol');
  await Promise.all([
    page.waitForURL(/\/pharmacy\/search\?q=cetisol$/, { waitUntil: 'domcontentloaded' }),
    box.press('Enter'),
  ]);
  await expect(page.getByRole('heading', { name: 'Results for “cetisol”' })).toBeVisible();
  await expect(page.getByText(MEDICINE.name).locator('visible=true').first()).toBeVisible();
});

test('pincode box on a medicine page: the server says what the box would', async ({ page }) => {
  await open(page, `/pharmacy/${MEDICINE.slug}`);
  const apply = async (value: string) => {
    await page.getByLabel('Delivery pincode').fill(value);
    await send(page, page.getByRole('button', { name: 'Apply' }), /\/pharmacy\/delivery\?/);
    return page.getByTestId('pincode-answer');
  };
  await expect(await apply('12ab')).toHaveText('Pincode must be 6 digits');
  await expect(await apply('')).toHaveText('Pincode is required');
  await expect(await apply('110001')).toHaveText(/^Sorry, we do not deliver to pincode 110001/);
  await expect(await apply('560038')).toContainText(/Delivering to 560038 \(.+\) · Delivery by/);
  await page.getByRole('link', { name: 'Back to the medicine' }).click();
  await expect(page).toHaveURL(new RegExp(`/pharmacy/${MEDICINE.slug}$`));
});
