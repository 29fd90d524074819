/**
 * Every kind of page at the widths people use (320, 375, 768, 1024 and 1440 px): nothing is wider
 * than the screen, no link, button or field is covered by another element (the floating contact
 * buttons, the scroll-to-top control, a sticky bar, a toast, a carousel's stop button) anywhere
 * down the page, and no text is smaller than MIN_TEXT_PX (./helpers/layout-problems.ts).
 */
import { expect, test } from './test';
import { type Page } from '@playwright/test';
import { layoutProblems, MIN_TEXT_PX } from './helpers/layout-problems';

const WIDTHS = [320, 375, 768, 1024, 1440];
const HEIGHT = 800;

/** The first link on `path` whose address starts with `prefix` (pages kept out of the sitemap). */
async function firstLink(page: Page, path: string, prefix: string) {
  await page.goto(path);
  return page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 10_000 });
}

/** One page of each kind, found from the site's own lists so the test follows the seed. */
async function pagesToCheck(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const first = (pattern: RegExp) => urls.find((u) => pattern.test(u));
  const found = [
    first(/^\/department\/[^/]+$/),
    first(/^\/treatment\/[^/]+$/),
    first(/^\/docprofile\/[^/]+$/),
    first(/^\/blog\/[^/]+$/),
    '/blogs/cardiology',
    await firstLink(page, '/pharmacy', '/category/'),
    first(/^\/pharmacy\/(?!addtocart)[^/]+$/),
    first(/^\/lab-tests\/[^/]+$/),
  ];
  expect(found.every(Boolean), `one page of each kind in the sitemap: ${found}`).toBe(true);
  return [
    '/',
    '/doctors',
    '/about',
    '/service',
    '/features',
    '/partner',
    '/documentation',
    '/careers',
    '/contactus',
    '/call-ambulance',
    '/privacy',
    '/terms',
    '/blog',
    '/pharmacy',
    '/pharmacy/addtocart',
    '/lab-tests',
    '/appointment/manage',
    '/pharmacy/order',
    '/api-docs',
    '/no-such-page',
    ...(found as string[]),
  ];
}

/**
 * What a page's visitor does before it is looked at: a toast stays on screen for five seconds,
 * long enough for the look (which reads the screen about ten times a second).
 */
const BEFORE_LOOKING: Record<string, (page: Page) => Promise<void>> = {
  // A toast over the cart's own controls (the pinned price panel beside the items on a desktop).
  '/pharmacy/addtocart': async (page) => {
    await page.getByRole('button', { name: 'Proceed' }).click();
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
    await expect(toast).toBeVisible();
    // Where it comes to rest, not where it slides in from.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  },
};

test.describe('layout at every width', () => {
  // Each width loads every page on its own: they share the workers rather than queue in one.
  test.describe.configure({ mode: 'parallel' });
  test.skip(({ isMobile }) => isMobile, 'each width is set here; the phone project repeats none');

  for (const width of WIDTHS) {
    test(`${width} px: no page is wider than the screen, nothing covers a control, no text under ${MIN_TEXT_PX} px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const paths = await pagesToCheck(page);
      await page.setViewportSize({ width, height: HEIGHT });
      const problems: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        expect([200, 404], path).toContain(response?.status());
        await page.waitForLoadState('networkidle');
        await BEFORE_LOOKING[path]?.(page);
        for (const problem of await layoutProblems(page)) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test('phones: a page ends with room for the contact bar only where the bar is', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'the width is set here; the phone project repeats it',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  const room = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  await page.goto('/privacy');
  await expect(page.getByRole('complementary', { name: 'Quick contact' })).toBeVisible();
  expect(await room()).toBe('60px');
  // The staff console has no contact bar: its sign-in page ends at the screen's edge.
  await page.goto('/staff/login');
  expect(await room()).toBe('0px');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(812);
});
