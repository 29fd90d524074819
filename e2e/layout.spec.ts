/**
 * Every kind of page at the widths people use (320, 375, 768, 1024 and 1440 px): nothing is wider
 * than the screen, and no link, button or field is covered by another element (the floating
 * contact buttons, the scroll-to-top control, a sticky bar) anywhere down the page.
 */
import { expect, test } from './test';
import { type Page } from '@playwright/test';

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

type Problem = string;

/**
 * Runs in the page: scrolls it from top to bottom a screen at a time and reports what is wider
 * than the screen and each visible control whose middle another element covers. What a pinned
 * full-width bar covers while the page scrolls under it is the bar's to cover, so a control is
 * looked at only between such bars.
 */
async function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text}"`;
    };
    /** Once per page: the first time it is found wider than the screen, and what sticks out. */
    let reportedWide = false;
    const checkWidth = () => {
      if (reportedWide || root.scrollWidth <= root.clientWidth) return;
      reportedWide = true;
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map(describe);
      problems.push(
        `page is ${root.scrollWidth} px wide in ${root.clientWidth} at scroll ${Math.round(window.scrollY)}: ${wide}`,
      );
    };

    /** The part of the element's box no scrolling or clipping ancestor hides, or null. */
    const visibleBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = a.getBoundingClientRect();
          left = Math.max(left, c.left);
          top = Math.max(top, c.top);
          right = Math.min(right, c.right);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return right - left >= 4 && bottom - top >= 4 ? { left, top, right, bottom } : null;
    };
    const shown = (el: Element) => {
      // The content of a closed <details> keeps its boxes but is not rendered.
      if (!el.checkVisibility()) return false;
      const style = getComputedStyle(el);
      return (
        style.visibility === 'visible' &&
        Number(style.opacity) > 0.05 &&
        !el.closest('[inert], [aria-hidden="true"]')
      );
    };
    /**
     * The band of the screen between full-width bars pinned to its edges (the phone header at the
     * top, the phone contact bar at the bottom): content scrolls under those bars as under any
     * pinned header. Floating controls that are not full-width bars are never exempt.
     */
    const openBand = () => {
      let top = 0;
      let bottom = root.clientHeight;
      for (const el of document.querySelectorAll('header, [data-pinned]')) {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        if (!['sticky', 'fixed'].includes(style.position) || r.width < root.clientWidth - 1)
          continue;
        if (r.top <= 0.5) top = Math.max(top, r.bottom);
        else if (r.bottom >= root.clientHeight - 0.5) bottom = Math.min(bottom, r.top);
      }
      return { top, bottom };
    };

    const seen = new Set<string>();
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
    const step = Math.floor(root.clientHeight * 0.75);
    for (let y = 0; ; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Let scroll-driven controls (the scroll-to-top button renders in the scroll event) appear:
      // the event fires before the next frame, and the frame after it is painted. Bounded: a
      // headless browser that stops drawing frames for a while would otherwise hold the test
      // until its timeout (seen once in CI, the retry passing in half the time).
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)));
        setTimeout(resolve, 250);
      });
      checkWidth();
      const band = openBand();
      for (const el of document.querySelectorAll(controls)) {
        // Off screen at this scroll: skipped before the costlier checks (long pages have
        // thousands of controls).
        const rect = el.getBoundingClientRect();
        if (rect.bottom < 0 || rect.top > root.clientHeight) continue;
        const box = visibleBox(el);
        if (!box || !shown(el)) continue;
        const x = (box.left + box.right) / 2;
        const yMid = (box.top + box.bottom) / 2;
        // elementFromPoint rounds: a middle within a pixel of a bar's edge counts as under it.
        if (x < 0 || x >= root.clientWidth || yMid <= band.top + 1 || yMid >= band.bottom - 1)
          continue;
        const hit = document.elementFromPoint(x, yMid);
        if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
        // A label covering its own field (a custom checkbox) is the field.
        if (hit.closest('label')?.contains(el) || (el.id && hit.closest(`label[for="${el.id}"]`)))
          continue;
        const key = `${describe(el)} under ${describe(hit)}`;
        if (!seen.has(key)) {
          seen.add(key);
          problems.push(`${key} at scroll ${Math.round(window.scrollY)}`);
        }
      }
      if (y + root.clientHeight >= root.scrollHeight) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  });
}

test.describe('layout at every width', () => {
  test.skip(({ isMobile }) => isMobile, 'each width is set here; the phone project repeats none');

  for (const width of WIDTHS) {
    test(`${width} px: no page is wider than the screen, and nothing covers a control`, async ({
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
