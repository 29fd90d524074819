import { expect, HTTP_ONLY, test } from './test';
import { expectNoSeriousA11yViolations, headOf, jsonLdTypes } from './helpers/a11y-scan';
import { fullyVisibleSlides, waitForCarousel } from './helpers/carousel';
import { SEO_TAGS } from '../lib/seed/content/site-settings';

const TAG_TYPE = { '/about': 'About', '/contactus': 'Contactus' } as const;

for (const path of ['/about', '/contactus']) {
  test(
    `raw HTML of ${path} has title, description, canonical, h1 and JSON-LD`,
    HTTP_ONLY,
    async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const head = headOf(await response.text());
      // Title and description come from the page's tag record.
      const tag = SEO_TAGS.find((t) => t.type === TAG_TYPE[path as keyof typeof TAG_TYPE])!;
      expect(head.title).toBe(tag.metaTitle);
      expect(head.description).toBe(tag.metaDescription);
      expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(head.h1).toBeTruthy();
      const types = jsonLdTypes(head.jsonLd);
      expect(types).toContain('BreadcrumbList');
      if (path === '/contactus') expect(types).toContain('Hospital');
    },
  );
}

test.describe('about page', () => {
  test('header blocks, CTA carousel, values, mission stats and Our Team carousel', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('No content found')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
    const stats = page.getByTestId('mission-stat');
    expect(await stats.count()).toBeGreaterThan(0);
    await expect(stats.first()).toContainText(/\d+%/);
    await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
    const team = page.getByRole('region', { name: 'Team members', exact: true });
    await waitForCarousel(team);
    expect(await fullyVisibleSlides(team)).toBe(testInfo.project.name === 'mobile' ? 1 : 4);
    await waitForCarousel(
      page.getByRole('region', { name: 'Ways we look after you', exact: true }),
    );
  });

  test('no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/about');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('contact page', () => {
  test('office hours, addresses, numbers, message form and the fixed counters', async ({
    page,
  }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { name: 'Office Hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Addresses' })).toBeVisible();
    // The address beside the map is the main hospital's, as its branch card gives it.
    const findUs = page.locator('section', { has: page.locator('#contact-map-title') });
    const mapAddress = (await findUs.locator('address span').first().textContent())!;
    expect(mapAddress).toMatch(/Bangalore \d{6}$/);
    // Beside the map, and above it in the addresses.
    await expect(
      page.locator('section[aria-labelledby="contact-addresses"]').getByText(mapAddress).first(),
    ).toBeVisible();
    const numbers = page.locator('section', { has: page.locator('#contact-numbers') });
    expect(await numbers.locator('a[href^="tel:"]').count()).toBe(2);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeAttached();
    const stats = page.getByTestId('contact-stats');
    for (const text of ['64K+', 'Surgeries', '54+', 'Team', '36K+', 'Clients', '25+', 'Awards']) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('the map loads only when asked', async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' });
    });
    await page.goto('/contactus');
    const map = page.getByTestId('map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    await map.getByRole('button', { name: 'Load map' }).click();
    await expect(map.locator('iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('static FAQ opens several answers at once', async ({ page }) => {
    await page.goto('/contactus');
    const faq = page.locator('section', { has: page.locator('#contact-faq-title') });
    const buttons = faq.getByRole('button');
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(1)).toContainText('−');
  });

  test('the Contact Us button scrolls back to the top', async ({ page }) => {
    await page.goto('/contactus');
    const button = page
      .locator('section', { has: page.locator('#contact-cta-title') })
      .getByRole('button', {
        name: 'Contact Us',
      });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/contactus');
    await expectNoSeriousA11yViolations(page);
  });
});
