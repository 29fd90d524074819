/**
 * The lab-test catalogue (issue 17, first part) in a real browser: /lab-tests with its banner
 * slider, search (through a typo) and category chips; a package's page with its tests, price and
 * MedicalTest JSON-LD; a test's page with the packages that include it; the home page's health
 * check-up advert opening its package.
 */
import { expect, HTTP_ONLY, test } from './test';
import { expectNoSeriousA11yViolations } from './helpers/a11y-scan';
import { expectSearchEngineBasics, jsonLdBlocks, rawHtml } from './content-pages';

const PACKAGE = '/lab-tests/comprehensive-health-check-up';

test.describe('/lab-tests', () => {
  test(
    'the first HTML has metadata, the heading and the popular packages and tests',
    HTTP_ONLY,
    async ({ request }) => {
      const html = await rawHtml(request, '/lab-tests');
      expectSearchEngineBasics(html, '/lab-tests', 'Lab Tests and Health Packages');
      expect(html).toContain('Popular health packages');
      expect(html).toContain('Most booked tests');
      expect(html).toContain('aria-label="Lab test offers"');
      // The spec's lab ads: the main ad above the slider of the secondary images, both served.
      const mainAd = html.match(
        /data-testid="lab-main-ad">(?:<[^>]+>)*?<img[^>]* src="([^"]+)"/,
      )?.[1];
      expect(mainAd).toBe('/images/lab/main.svg');
      expect((await request.get(mainAd!)).headers()['content-type']).toContain('image/svg+xml');
      expect(html).toContain('/images/lab/secondary-1.svg');
      // Its words are text, not drawn into the picture (where they shrank to 6 px on a phone).
      expect(html).toContain('Samples collected at your door, reports on your phone</span>');
      // A search is not a page of its own for search engines.
      expect(await rawHtml(request, '/lab-tests?q=thyroid')).toContain('noindex');
    },
  );

  test('a patient finds a package through a typo, filters by category and opens it', async ({
    page,
  }) => {
    await page.goto('/lab-tests');
    await expect(page.getByRole('region', { name: 'Lab test offers' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tests and packages' }).fill('thyriod');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/lab-tests\?q=thyriod$/);
    await expect(page.getByRole('heading', { name: 'Results for “thyriod”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Thyroid Care Package' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Lab test categories' });
    await nav.getByRole('link', { name: 'Diabetes' }).click();
    await expect(nav.getByRole('link', { name: 'Diabetes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Diabetes packages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Diabetes tests' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Diabetes Care Package' }).click();
    await expect(page).toHaveURL(/\/lab-tests\/diabetes-care-package$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diabetes Care Package');
    await expect(page.getByRole('heading', { name: 'Includes 6 tests' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Includes 6 tests' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(page.getByRole('link', { name: /^Call to book/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expectNoSeriousA11yViolations(page);

    // A test's page names the packages that include it.
    await page.getByRole('link', { name: 'HbA1c (Glycated Haemoglobin)' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'HbA1c (Glycated Haemoglobin)',
    );
    await expect(page.getByRole('heading', { name: 'What this test measures' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Packages that include this test' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Do I need to fast/ }).click();
    await expect(page.getByText('No fasting needed.')).toBeVisible();
  });

  test(
    'a package page carries MedicalTestPanel JSON-LD with its tests and price',
    HTTP_ONLY,
    async ({ request }) => {
      const html = await rawHtml(request, PACKAGE);
      expectSearchEngineBasics(html, PACKAGE, 'Comprehensive Health Check-up');
      // One script holds the page's and the breadcrumb's blocks, as a list.
      const blocks = (jsonLdBlocks(html) as unknown[]).flat() as Record<string, unknown>[];
      const page = blocks.find((b) => b['@type'] === 'MedicalWebPage')!;
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
      const about = page.about as { '@type': string; subTest: unknown[] };
      expect(about['@type']).toBe('MedicalTestPanel');
      expect(about.subTest).toHaveLength(19);
      expect(page.offers).toMatchObject({ priceCurrency: 'INR', price: '3999.00' });
      expect((await request.get('/lab-tests/no-such-test')).status()).toBe(404);
    },
  );

  test('the home page’s health check-up advert opens its package', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Book this package/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PACKAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Comprehensive Health Check-up',
    );
  });
});
