import { expect, HTTP_ONLY, test } from './test';
import {
  expectAccessible,
  expectCachedAcrossRevalidation,
  testFirstHtml,
  jsonLdBlocks,
} from './content-pages';

const PATH = '/docprofile/dr-ramesh-kulkarni';
const NAME = 'Dr. Ramesh Kulkarni';

test.describe('/docprofile/{docname}', () => {
  testFirstHtml(
    'the first HTML has metadata, the name once titled, Physician and breadcrumb JSON-LD',
    PATH,
    NAME,
    (html) => {
      expect(html).not.toContain('Dr. Dr.');
      const types = jsonLdBlocks(html).map((block) => block['@type']);
      expect(types).toEqual(expect.arrayContaining(['Physician', 'BreadcrumbList']));
      const physician = jsonLdBlocks(html).find((b) => b['@type'] === 'Physician')!;
      expect(physician.name).toBe(NAME);
      expect(String(physician.url)).toMatch(/^http.*\/docprofile\/dr-ramesh-kulkarni$/);
    },
  );

  test('shows the profile fields, sections and actions', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Our Doctors' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(NAME);

    const head = page.locator('section[aria-labelledby="doctor-name"]');
    await expect(
      head.getByRole('list', { name: 'Degrees' }).getByRole('listitem').first(),
    ).toHaveText(/^MBBS( \(\d{4}\))?$/);
    await expect(head).toContainText(/\d+ year's Experience overall/);
    await expect(head).toContainText(/Rs\. [\d,]+ Consultation fees/);
    const call = head.getByRole('link', { name: /^Call Us: \d{10}$/ });
    await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);

    for (const heading of [
      'About',
      'Qualification',
      'Membership',
      `${NAME} is Best known for`,
      `Top Treatments By ${NAME}`,
      `Patient Reviews for ${NAME}`,
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // Top treatments are labels, not controls.
    const treatments = page.locator('section[aria-labelledby="top-treatments"]');
    await expect(treatments.getByRole('listitem').first()).toBeVisible();
    await expect(treatments.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('no-reviews')).toContainText('No written reviews');
  });

  testFirstHtml(
    "the first HTML has the slot picker, its dates and times, and 'Book Appointment' links to it",
    PATH,
    NAME,
    (html) => {
      expect(html).toContain(`aria-label="Book an appointment with ${NAME}"`);
      expect(html).toMatch(/role="tab"[^>]*data-replay=/);
      expect(html).toMatch(/data-slot-id="\d+"[^>]*data-replay="slot:\d+"/);
      expect(html).toMatch(/<a href="#book"[^>]*>.*?Book Appointment<\/a>/);
    },
  );

  test("the slot picker shows at once; both 'Book Appointment' links go to it", async ({
    page,
  }) => {
    await page.goto(PATH);
    const panel = page.getByRole('region', { name: `Book an appointment with ${NAME}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tab', { selected: true })).toBeVisible();
    await expect(panel.getByText(/\d+ Total Slots available/)).toBeVisible();

    const head = page.locator('section[aria-labelledby="doctor-name"]');
    await head.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/#book$/);
    await expect(panel).toBeInViewport();

    const side = page.getByRole('complementary', { name: `Consult ${NAME}` });
    await expect(side).toContainText(/Rs\. [\d,]+/);
    await expect(side.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', /^tel:/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await side.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(panel).toBeInViewport();
  });

  test('a wrapped degree list starts no line with a separator', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PATH);
    const degrees = page.getByRole('list', { name: 'Degrees' });
    // Narrow enough that every degree starts a line of its own, whatever the seed's degrees.
    await degrees.evaluate((el) => ((el as HTMLElement).style.width = '60px'));
    const lineStarts = await degrees.evaluate((list) => {
      const left = list.getBoundingClientRect().left;
      return [...list.children]
        .filter((li) => Math.abs(li.getBoundingClientRect().left - left) < 1)
        .map((li) => `${getComputedStyle(li, '::before').content} | ${li.textContent}`);
    });
    expect(lineStarts.length).toBeGreaterThan(1);
    // Nothing drawn before a line's first degree, and the degree itself starts with no '·'.
    for (const start of lineStarts) expect(start).toMatch(/^(none|normal) \| [^·\s]/);
  });

  test('the side panel is sticky on desktop', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'sticky only beside the content');
    await page.goto(PATH);
    const side = page.getByRole('complementary', { name: `Consult ${NAME}` });
    expect(await side.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });

  test('shows the defaults: 3 years when experience is missing, Indranagar when the region is', async ({
    page,
  }) => {
    await page.goto('/docprofile/dr-chetan-nayak');
    await expect(page.getByText("3 year's Experience overall")).toBeVisible();
    await page.goto('/docprofile/dr-anil-kumar');
    await expect(page.locator('section[aria-labelledby="doctor-name"]')).toContainText(
      'Indranagar',
    );
  });

  test('an unknown doctor answers 404 with the not-found page', async ({ page, request }) => {
    expect((await request.get('/docprofile/no-such-doctor')).status()).toBe(404);
    expect((await request.get('/docprofile/Bad%20Slug!')).status()).toBe(404);
    const response = await page.goto('/docprofile/no-such-doctor');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Our Doctors' }).first()).toBeVisible();
  });

  test('served from the page cache; its tag can be revalidated', HTTP_ONLY, async ({ request }) => {
    await expectCachedAcrossRevalidation(request, PATH, 'doctor:dr-ramesh-kulkarni');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(PATH);
    await expectAccessible(page);
    // With a time chosen: the mode choice and 'Add Appointment' show.
    await page.locator('button[data-slot-id]:enabled').first().click();
    await expect(page.getByRole('button', { name: 'Add Appointment' })).toBeVisible();
    await expectAccessible(page);
  });
});
