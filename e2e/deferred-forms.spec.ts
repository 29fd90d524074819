/**
 * Forms drawn at once, with their code (formik, yup) fetched only when they are about to be used
 * (components/forms/deferred-form.tsx): nothing of it in a first load that shows no form, and
 * nothing typed before it arrives is lost or interrupted.
 */
import { expect, test } from './test';
import { type Page, type Route } from '@playwright/test';

const FORM_CODE = /useFormik|Formik/;

/** Every script the page fetched whose body carries formik, as it arrives. */
function watchFormCode(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (FORM_CODE.test(body)) seen.push(response.url());
  });
  return seen;
}

/** Holds back the scripts that carry formik until `release` is called. */
async function holdFormCode(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (FORM_CODE.test(body)) {
      held += 1;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

// A held script may still be in flight when a test ends.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a department page on a phone loads no form code until the form nears the screen', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the form is below the fold on phones');
  const seen = watchFormCode(page);
  await page.goto('/department/cardiology');
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
  // Drawn in full before its code arrives.
  const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
  await expect(form.getByLabel('Patient Name')).toBeAttached();
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});

test('typing goes on undisturbed while the form code arrives, and submit works', async ({
  page,
}) => {
  const hold = await holdFormCode(page);
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').click();
  await page.keyboard.type('Asha');
  await expect.poll(hold.held).toBeGreaterThan(0);
  hold.release();
  // The code has arrived, but the visitor is typing: nothing is swapped under the caret.
  await page.keyboard.type(' Rao');
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Email is required' }),
  ).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
});

test('a submit pressed before the form code arrives is carried out', async ({ page }) => {
  const hold = await holdFormCode(page);
  await page.goto('/treatment/coronary-angioplasty');
  const form = page.getByRole('region', { name: 'Book FREE Doctor Appointment' });
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect.poll(hold.held).toBeGreaterThan(0);
  hold.release();
  await expect(form.getByText('Patient Name is required')).toBeVisible();
  await expect(form.getByText('Address is required')).toBeVisible();
});
