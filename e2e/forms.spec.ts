/**
 * Every form in a real browser on its page: each validation message appears for its bad input,
 * a valid submission is stored (the endpoint answers 200 with the new row's id) and shows the
 * spec's success toast. What is stored is checked field by field in tests/forms (jest).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, HTTP_ONLY, test } from './test';
import { type Page } from '@playwright/test';
import { makePdf } from '../tests/helpers/files';
import {
  CONSULTATION_PROBLEMS,
  DEPARTMENT_CALLBACK_PROBLEMS,
} from '../tests/helpers/form-messages';

const DEPARTMENT = '/department/cardiology';
const TREATMENT = '/treatment/coronary-angioplasty';

/**
 * Submits through the real endpoint and returns the stored row's id from its answer (read in a
 * route handler, which sees the body reliably even when the page navigates right after).
 */
async function storedId(
  page: Page,
  endpoint: string,
  submit: () => Promise<void>,
  delayMs = 0,
): Promise<string> {
  let answered: (value: { status: number; body: { data?: { _id?: string } } }) => void;
  const answer = new Promise<{ status: number; body: { data?: { _id?: string } } }>(
    (resolve) => (answered = resolve),
  );
  await page.route(`**${endpoint}`, async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const response = await route.fetch();
    answered({ status: response.status(), body: await response.json() });
    await route.fulfill({ response });
  });
  await submit();
  const { status, body } = await answer;
  await page.unroute(`**${endpoint}`);
  expect(status).toBe(200);
  expect(body.data?._id).toMatch(/^\d+$/);
  return body.data!._id!;
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.describe('callback form', () => {
  test('department page: every message, then a stored request, the toast and /doctors', async ({
    page,
  }) => {
    await page.goto(DEPARTMENT);
    const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
    const submit = form.getByRole('button', { name: 'Book Appointment' });
    await submit.click();
    for (const text of DEPARTMENT_CALLBACK_PROBLEMS) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Contact Number').fill('98765432101');
    await form.getByLabel('Email').fill('asha@');
    await form.getByLabel('Patient Name').click();
    await expect(form.getByText('Contact Number must be a 10-digit number')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();

    await form.getByLabel('Patient Name').fill('Asha <b>Rao</b>');
    await form.getByLabel('Contact Number').fill('9876543210');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Disease (comma separated)').fill('chest pain, breathlessness');
    const location = form.getByLabel('Location');
    const firstBranch = await location.locator('option').nth(1).textContent();
    await location.selectOption(firstBranch!);
    await storedId(page, '/api/booking/create_booking', () => submit.click());
    await expect(toast(page, 'Our Team will connect with you soon.')).toBeVisible();
    await expect(page).toHaveURL(/\/doctors$/);
  });

  test('treatment page: the address message, Booking... and a stored request', async ({ page }) => {
    await page.goto(TREATMENT);
    const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(form.getByText('Address is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Please select your location')).toHaveCount(0);

    await form.getByLabel('Patient Name').fill('Kiran');
    await form.getByLabel('Contact Number').fill('9123456780');
    await form.getByLabel('Email').fill('kiran@example.com');
    await form.getByLabel('Disease (comma separated)').fill('angina');
    await form.getByLabel('Address').fill('12, MG Road, Bangalore');
    // The answer is held back a moment so the submitting state can be seen.
    const id = storedId(
      page,
      '/api/booking/create_booking',
      () => form.getByRole('button', { name: 'Book Appointment' }).click(),
      500,
    );
    await expect(form.getByRole('button', { name: 'Booking...' })).toBeDisabled();
    await id;
    await expect(toast(page, 'Our Team will connect with you soon.')).toBeVisible();
    await expect(page).toHaveURL(/\/doctors$/);
    // The new page opens at its top, header in view (it stopped 117 px down).
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the refused and the network messages', async ({ page }) => {
    await page.goto(TREATMENT);
    const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
    await form.getByLabel('Patient Name').fill('Kiran');
    await form.getByLabel('Contact Number').fill('9123456780');
    await form.getByLabel('Email').fill('kiran@example.com');
    await form.getByLabel('Disease (comma separated)').fill('angina');
    await form.getByLabel('Address').fill('MG Road');
    await page.route('**/api/booking/create_booking', (route) =>
      route.fulfill({ status: 500, json: { error: 'down' } }),
    );
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(toast(page, 'Failed to submit data. Please try again.')).toBeVisible();
    await page.unroute('**/api/booking/create_booking');
    await page.route('**/api/booking/create_booking', (route) =>
      route.abort('internetdisconnected'),
    );
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(
      toast(page, 'An error occurred while submitting form data. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TREATMENT}$`));
  });
});

test('consultation form on /doctors stores a callback request', async ({ page }) => {
  await page.goto('/doctors');
  const form = page.getByRole('form', { name: 'Request a consultation' });
  await form.getByRole('button', { name: 'Get Consultation' }).click();
  for (const text of CONSULTATION_PROBLEMS) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await form.getByLabel('Patient Name').fill('Meena');
  await form.getByLabel('Mobile Number').fill('9988776655');
  await form.getByLabel('Location').fill('Jayanagar');
  await form.getByLabel('Disease').fill('migraine');
  await storedId(page, '/api/booking/create_booking', () =>
    form.getByRole('button', { name: 'Get Consultation' }).click(),
  );
  await expect(toast(page, 'Our Team will connect with you soon.')).toBeVisible();
  await expect(form.getByLabel('Patient Name')).toHaveValue('');
});

test('contact form: toasts for each problem, then a stored message', async ({ page }) => {
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const text of ['Name is required', 'Email is required', 'Message is required']) {
    await expect(toast(page, text)).toBeVisible();
  }
  await form.getByLabel('Name').fill('Meera');
  // A malformed address gets the spec's one email message too (once the first one has gone).
  await expect(toast(page, 'Email is required')).toHaveCount(0, { timeout: 15_000 });
  await form.getByLabel('Email').fill('meera.example.com');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Email is required')).toBeVisible();
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Message').fill('<script>alert(1)</script> What are the OPD timings?');
  await storedId(page, '/api/contactform/add_contactform', () =>
    form.getByRole('button', { name: 'Send Message' }).click(),
  );
  await expect(toast(page, 'Submitted Successfully')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test.describe('job application', () => {
  const resumeDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'resumes');
  const resumes = () => (fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()) : []);
  const resumeBytes = (name: string) => fs.readFileSync(path.join(resumeDir(), name), 'latin1');

  test('toasts each problem, refuses a renamed program, stores a resume and reloads', async ({
    page,
  }) => {
    await page.goto('/careers');
    const apply = page.getByRole('button', { name: 'Apply Now' }).first();
    await apply.click();
    await expect(apply).toBeDisabled();
    const form = page.getByRole('form', { name: /^Apply for / });
    const title = (await form.getByLabel('Job Title').inputValue()).trim();
    expect(title.length).toBeGreaterThan(0);

    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const text of [
      'Name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Resume file is required',
    ]) {
      await expect(toast(page, text)).toBeVisible();
    }
    await form.getByLabel('Name').fill('Ravi Kumar');
    await expect(toast(page, 'Invalid email address')).toHaveCount(0, { timeout: 15_000 });
    await form.getByLabel('Email').fill('ravi.example.com');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Invalid email address')).toBeVisible();
    await form.getByLabel('Email').fill('ravi@example.com');
    for (const [phone, message] of [
      ['98765abc10', 'Phone number must contain only digits'],
      ['1234567890123456', 'Phone number must be at most 15 digits'],
    ]) {
      await form.getByLabel('Phone Number').fill(phone);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toast(page, message)).toBeVisible();
    }
    await form.getByLabel('Phone Number').fill('9876543210');
    for (const [file, message] of [
      [
        { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('My resume') },
        'Resume must be a .pdf, .doc or .docx file',
      ],
      [
        {
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
        },
        'Resume must be at most 5 MB',
      ],
    ] as const) {
      await form.getByLabel(/^Resume/).setInputFiles(file);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toast(page, message)).toBeVisible();
    }
    await form.getByLabel(/^Resume/).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600)]),
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      toast(page, 'Resume file is not a valid .pdf, .doc or .docx document'),
    ).toBeVisible();

    // This run's own résumé (the desktop and phone runs of this test share the upload folder).
    const marker = `run-${randomUUID()}`;
    await form.getByLabel(/^Resume/).setInputFiles({
      name: 'Ravi Kumar CV.pdf',
      mimeType: 'application/pdf',
      // A real one-page PDF (what is stored is qpdf's rewrite of it, which keeps the page's keys).
      buffer: Buffer.from(
        makePdf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /RunMarker (${marker}) >>`,
        ]),
      ),
    });
    const reloaded = page.waitForEvent('load');
    await storedId(page, '/api/carrer/create_carrerform', () =>
      form.getByRole('button', { name: 'Submit Application' }).click(),
    );
    await expect(toast(page, 'Application submitted successfully')).toBeVisible();
    await reloaded;
    await expect(page.getByRole('form', { name: /^Apply for / })).toHaveCount(0);
    const stored = resumes();
    // Stored once, under a name nobody can guess; none of the refused files was kept.
    const ours = stored.filter((name) => resumeBytes(name).includes(marker));
    expect(ours).toHaveLength(1);
    expect(stored.every((name) => /^[0-9a-f-]{36}\.(pdf|docx?)$/.test(name))).toBe(true);
    expect(
      stored.filter((name) => {
        const bytes = resumeBytes(name);
        return bytes.startsWith('MZ') || bytes === 'My resume' || bytes.length > 5 * 1024 * 1024;
      }),
    ).toEqual([]);
  });

  test('the close icon closes every open form', async ({ page }) => {
    await page.goto('/careers');
    const buttons = page.getByRole('button', { name: 'Apply Now' });
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(page.getByRole('form', { name: /^Apply for / })).toHaveCount(2);
    await page.getByRole('button', { name: 'Close application form' }).first().click();
    await expect(page.getByRole('form', { name: /^Apply for / })).toHaveCount(0);
    await expect(buttons.nth(0)).toBeEnabled();
  });
});

test(
  'job attachments download through the site with their name',
  HTTP_ONLY,
  async ({ request }) => {
    let found = false;
    for (let id = 1; id <= 12 && !found; id += 1) {
      const response = await request.get(`/api/carrer/download/${id}`);
      if (response.status() === 404) continue;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-disposition']).toMatch(
        /^attachment; filename="[^"]+\.pdf"/,
      );
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      found = true;
    }
    expect(found).toBe(true);
    expect((await request.get('/api/carrer/download/999999')).status()).toBe(404);
  },
);
