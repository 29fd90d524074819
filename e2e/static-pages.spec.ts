import { expect, HTTP_ONLY, test } from './test';
import { expectNoSeriousA11yViolations, headOf, jsonLdTypes } from './helpers/a11y-scan';
import { SEO_TAGS } from '../lib/seed/content/site-settings';

const PAGES = ['/privacy', '/terms', '/call-ambulance', '/service', '/documentation', '/partner'];

test.describe('footer routes never lead to a 404', () => {
  for (const path of PAGES) {
    test(
      `${path} answers 200 with title, description, heading, canonical link and breadcrumbs`,
      HTTP_ONLY,
      async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const head = headOf(await response.text());
        expect(head.title?.length).toBeGreaterThan(10);
        expect(head.description?.length).toBeGreaterThan(20);
        expect(head.h1).toBeTruthy();
        expect(head.canonical).toMatch(new RegExp(`${path}$`));
        expect(jsonLdTypes(head.jsonLd)).toContain('BreadcrumbList');
      },
    );

    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/features redirects permanently to /about', HTTP_ONLY, async ({ request }) => {
    const response = await request.get('/features', { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/about$/);
  });

  test('every Services and Company footer link answers without a 404', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('footer nav[aria-label="Services"] a, footer nav[aria-label="Company"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(9);
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test('privacy explains collection, use, keeping, sharing and how to ask for erasure', async ({
  page,
}) => {
  await page.goto('/privacy');
  for (const heading of [
    'What we collect',
    'How we use it',
    'How long we keep it',
    'Who we share it with',
    'Asking us to erase your data',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
});

test('call-ambulance shows the emergency number as a call link', async ({ page }) => {
  await page.goto('/call-ambulance');
  const call = page.getByTestId('ambulance-call');
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
  const digits = (await call.getAttribute('href'))!.replace(/\D/g, '');
  expect((await call.innerText()).replace(/\D/g, '')).toBe(digits);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test(
  'sitemap.xml lists a department, treatment, doctor, blog and medicine page',
  HTTP_ONLY,
  async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const pattern of [
      /<loc>https?:\/\/[^<]+\/<\/loc>/,
      /<loc>https?:\/\/[^<]+\/department\/[a-z0-9-]+<\/loc>/,
      /<loc>https?:\/\/[^<]+\/treatment\/[a-z0-9-]+<\/loc>/,
      /<loc>https?:\/\/[^<]+\/docprofile\/[a-z0-9-]+<\/loc>/,
      /<loc>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/loc>/,
      /<loc>https?:\/\/[^<]+\/pharmacy\/[a-z0-9-]+<\/loc>/,
      /<loc>https?:\/\/[^<]+\/privacy<\/loc>/,
    ]) {
      expect(xml).toMatch(pattern);
    }
  },
);

test('robots.txt points to the sitemap', HTTP_ONLY, async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test("a page named by a tag record carries the record's title whole, with no site-name suffix", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the same HTML at every width');
  const pages = {
    '/pharmacy': 'Pharmacy',
    '/careers': 'Careers',
    '/blog': 'Blog',
    '/doctors': 'Doctors',
  };
  for (const [path, type] of Object.entries(pages)) {
    const tag = SEO_TAGS.find((t) => t.type === type)!;
    const head = headOf(await (await request.get(path)).text());
    expect(head.title, path).toBe(tag.metaTitle);
  }
  // A department's list of posts is named by the page, so the site's name follows it.
  const department = headOf(await (await request.get('/blogs/cardiology')).text());
  expect(department.title).toMatch(/^Cardiology .* \| Saithunga Hospital$/);
});
