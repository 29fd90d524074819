/**
 * Real-user vitals (issue 50): a visitor's page views report their Core Web Vitals by beacon as
 * the page is hidden (the e2e build samples every view, scripts/e2e.mjs), with nothing but the
 * template, device class, connection type and the metrics; an admin then sees that day's figures
 * for those templates in the console's charts, and any other role is refused the page.
 */
import type { Page, Request } from '@playwright/test';
import { UNAVAILABLE_DOCTOR_SLUG } from '../lib/seed/schedules';
import { shortDay } from '../lib/vitals/format';
import { deviceClassOf } from '../lib/vitals/rules';
import { indiaToday } from '../lib/time/india';
import { signIn } from './staff-helpers';
import { expect, test } from './test';

const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals';

/**
 * The page as a visitor leaves it (hidden, as when switching tabs): its reporter loads once the
 * page is idle, so the page is hidden again until the beacon goes. Shown again at once after
 * each, so that web-vitals, loading meanwhile, never takes the page for one opened hidden.
 */
async function hideUntilBeacon(page: Page) {
  let request: Request | undefined;
  const seen = page.waitForRequest(isBeacon, { timeout: 20_000 }).then((r) => (request = r));
  for (let i = 0; i < 80 && !request; i++) {
    await page.evaluate(() => {
      const set = (state: DocumentVisibilityState) =>
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      set('hidden');
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      set('visible');
    });
    await page.waitForTimeout(250);
  }
  await seen;
  return request!;
}

test.describe('real-user vitals', () => {
  test('page views report by beacon, and the admin sees the day in the charts', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const device = deviceClassOf(page.viewportSize()!.width);
    const visits = [
      { path: '/', template: '/' },
      { path: '/doctors', template: '/doctors' },
      { path: `/docprofile/${UNAVAILABLE_DOCTOR_SLUG}`, template: '/docprofile/[docname]' },
    ];
    for (const visit of visits) {
      await page.goto(visit.path);
      // An interaction, for INP.
      await page.getByRole('heading', { level: 1 }).first().click();
      const beacon = await hideUntilBeacon(page);
      // Chromium does not show Playwright a beacon's Blob body; when it does, it holds only these.
      const body = beacon.postDataJSON() as Record<string, unknown> | null;
      if (body) {
        expect(Object.keys(body).sort()).toEqual(['connection', 'device', 'metrics', 'template']);
        expect(body).toMatchObject({ template: visit.template, device });
      }
      expect((await beacon.response())?.status()).toBe(204);
    }

    await signIn(page, 'admin');
    await expect(page.getByRole('link', { name: 'Page speed (visitors)' })).toHaveCount(1);
    await page.goto('/staff/vitals');
    await page.getByLabel('Device').selectOption(device);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`device=${device}`));
    const today = shortDay(indiaToday());
    // Each page view's beacon holds the metrics known as it was hidden (which ones depends on
    // timing): each visited template has today's figures in some metric's chart.
    const sections = page.getByRole('region', { name: /75th percentile per day/ });
    await expect(sections).toHaveCount(5);
    for (const summary of await page.getByText(/^The figures: /).all()) await summary.click();
    await expect(page.getByRole('img', { name: /75th percentile per day/ }).first()).toBeVisible();
    for (const { template } of visits) {
      const rows = page.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: template, exact: true }),
        hasText: today,
      });
      await expect(rows.first()).toBeVisible();
    }

    const desk = await browser.newContext();
    const deskPage = await desk.newPage();
    await signIn(deskPage, 'front_desk');
    await expect(deskPage.getByRole('link', { name: 'Page speed (visitors)' })).toHaveCount(0);
    const refused = await deskPage.goto('/staff/vitals');
    expect(refused?.status()).toBe(403);
    await expect(deskPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await desk.close();
  });
});
