import type { Page } from '@playwright/test';
import { expect, HTTP_ONLY, test } from './test';
import {
  expectAccessible,
  expectSearchEngineBasics,
  rawHtml,
  watchForElement,
} from './content-pages';

const COUNT = /^(\d+) doctors available in Bangalore$/;
const PAGE_SIZE = 12;

/**
 * The count line counts every match and the page draws them, twelve at most: answers how many
 * cards it drew.
 */
async function expectCountOfCards(page: Page) {
  const n = await page.getByTestId('doctor-card').count();
  const line = page.getByTestId('doctor-count');
  if (n < PAGE_SIZE) await expect(line).toHaveText(`${n} doctors available in Bangalore`);
  else expect(Number((await line.textContent())?.match(COUNT)?.[1])).toBeGreaterThanOrEqual(n);
  expect(n).toBeLessThanOrEqual(PAGE_SIZE);
  return n;
}

/** When the skeleton showed in full and when it went, as the page saw it (performance.now()). */
type SkeletonRecord = { shownAt?: number; goneAt?: number };
type WithRecord = { __skeleton?: SkeletonRecord };

test.describe('/doctors', () => {
  test(
    'the first HTML already lists the doctors, with metadata and no skeleton',
    HTTP_ONLY,
    async ({ request }) => {
      const html = await rawHtml(request, '/doctors');
      expectSearchEngineBasics(html, '/doctors', /\w/);
      expect(html).toMatch(/\d+ doctors available in Bangalore/);
      expect(html).toContain('href="/docprofile/dr-ramesh-kulkarni"');
      expect(html).not.toContain('data-testid="doctor-skeleton"');
      // Filtered views are server-rendered too, and share the list's canonical link.
      const filtered = await rawHtml(request, '/doctors?q=kulkarni');
      expect(filtered).toContain('href="/docprofile/dr-ramesh-kulkarni"');
      expect(filtered).not.toContain('href="/docprofile/dr-ananya-rao"');
      // Twelve doctors a page; each page of the list is its own address in the index, and a
      // filtered view points at the list's first page.
      const cards = (text: string) => text.match(/data-testid="doctor-card"/g)?.length ?? 0;
      const canonical = (text: string) => text.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(cards(html)).toBe(12);
      expect(html).toContain('href="/doctors?page=2"');
      const second = await rawHtml(request, '/doctors?page=2');
      expect(cards(second)).toBe(12);
      expect(second).not.toContain('href="/docprofile/dr-ramesh-kulkarni"');
      expect(canonical(second)).toMatch(/^http:\/\/[^/]+\/doctors\?page=2$/);
      expect(canonical(await rawHtml(request, '/doctors?q=heart&page=2'))).toMatch(/\/doctors$/);
      // Its own title too; a page past the last is the last.
      expect(second).toMatch(/<title>[^<]+\| Page 2<\/title>/);
      expect(canonical(await rawHtml(request, '/doctors?page=99'))).toMatch(/\/doctors\?page=4$/);
      // The pager's links keep the filters ('Dr' narrows nothing, so every doctor matches); the
      // search form sends none, so a new search starts from the first page.
      const narrowed = await rawHtml(request, '/doctors?q=Dr&page=2');
      expect(narrowed).toContain('href="/doctors?q=Dr&amp;page=3"');
      expect(narrowed).toContain('href="/doctors?q=Dr"');
      expect(narrowed).not.toMatch(/<input[^>]*name="page"/);
    },
  );

  test('cards show name, degrees, specialities, experience, region, fee and actions', async ({
    page,
  }) => {
    await page.goto('/doctors');
    const count = Number((await page.getByTestId('doctor-count').textContent())!.match(COUNT)![1]);
    const cards = page.getByTestId('doctor-card');
    expect(count).toBeGreaterThan(20);

    // Twelve a page: Next walks through every doctor once, keeping the count line.
    const pages = Math.ceil(count / 12);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const seen = new Set<string>();
    for (let n = 1; n <= pages; n += 1) {
      await expect(pager).toContainText(`Page ${n} of ${pages}`);
      await expect(cards).toHaveCount(n < pages ? 12 : count - 12 * (pages - 1));
      for (const name of await cards.getByRole('heading').allTextContents()) seen.add(name);
      await expect(page.getByTestId('doctor-count')).toHaveText(
        `${count} doctors available in Bangalore`,
      );
      if (n < pages) await pager.getByRole('link', { name: /Next/ }).click();
    }
    expect(seen.size).toBe(count);
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(pager).toContainText(`Page ${pages - 1} of ${pages}`);

    await page.goto('/doctors');
    const card = cards.filter({
      has: page.getByRole('link', { name: 'Dr. Ramesh Kulkarni', exact: true }),
    });
    await expect(
      card.getByRole('link', { name: 'Dr. Ramesh Kulkarni', exact: true }),
    ).toHaveAttribute('href', '/docprofile/dr-ramesh-kulkarni');
    await expect(card).toContainText(/MBBS( \(\d{4}\))?/);
    await expect(card).toContainText(/\d+ years experience/);
    await expect(card).toContainText(/Rs\. [\d,]+ Consultation fees/);
    await expect(card.getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      '/docprofile/dr-ramesh-kulkarni',
    );

    // Defaults: no experience recorded shows 3 years, no region shows Indranagar.
    await page.goto('/doctors?q=nayak');
    const nayak = cards.filter({
      has: page.getByRole('link', { name: 'Dr. Chetan Nayak', exact: true }),
    });
    await expect(nayak).toContainText('3 years experience');
    await page.goto('/doctors?q=anil');
    const kumar = cards.filter({
      has: page.getByRole('link', { name: 'Dr. Anil Kumar', exact: true }),
    });
    await expect(kumar).toContainText('Indranagar');
  });

  test('filters live in the URL: city and text, case-insensitive, and the empty state', async ({
    page,
  }) => {
    await page.goto('/doctors?city=koramangala');
    await expect(page.getByLabel('City')).toHaveValue('Koramangala');
    const cards = page.getByTestId('doctor-card');
    expect(await expectCountOfCards(page)).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Koramangala');

    await page.goto('/doctors?q=KULKARNI');
    await expect(page.getByLabel('Search by disease or doctor name')).toHaveValue('KULKARNI');
    const names = await page.getByTestId('doctor-card').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('kulkarni');
    // As a patient types it, with the title: the title narrows nothing.
    await page.goto(`/doctors?q=${encodeURIComponent('Dr. Kulkarni')}`);
    await expect(page.getByTestId('doctor-card').getByRole('heading')).toHaveText(names);

    // 'by disease': the text also matches specialities.
    await page.goto('/doctors?q=cardiology');
    await expect(page.getByTestId('doctor-card').first()).toBeVisible();

    await page.goto('/doctors?q=no-such-doctor-xyz');
    await expect(page.getByTestId('doctor-count')).toHaveText('0 doctors available in Bangalore');
    await expect(page.getByRole('heading', { name: 'No doctors found' })).toBeVisible();
    await expect(page.getByTestId('doctor-card')).toHaveCount(0);
  });

  test('the skeleton never shows on first paint, and shows 5 cards for a second after a filter change', async ({
    page,
  }) => {
    const sawSkeleton = await watchForElement(page, '[data-testid="doctor-skeleton"]');
    await page.goto('/doctors');
    await expect(page.getByTestId('doctor-card').first()).toBeVisible();
    expect(await sawSkeleton()).toBe(false);
    // Before hydration the form is a plain GET form, which shows no skeleton (a loaded CI machine
    // can still be hydrating here): wait until React owns the search box.
    await page.waitForFunction(() => {
      const input = document.querySelector('#doctor-q');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
    });

    await page.getByLabel('Search by disease or doctor name').fill('kulkarni');
    // Watched from inside the page, so a skeleton is seen however briefly it shows and however
    // loaded the machine is; the mark on window shows the page was not reloaded meanwhile.
    await page.evaluate(() => {
      const record: SkeletonRecord = {};
      (window as unknown as WithRecord).__skeleton = record;
      new MutationObserver(() => {
        const shown = document.querySelector<HTMLElement>('[data-testid="doctor-skeleton"]');
        const count = document.querySelector('[data-testid="doctor-count"]');
        const full =
          shown !== null &&
          shown.offsetParent !== null &&
          shown.querySelectorAll('li').length === 5 &&
          count?.textContent === 'Please Wait...';
        if (full && record.shownAt === undefined) record.shownAt = performance.now();
        if (!shown && record.shownAt !== undefined && record.goneAt === undefined)
          record.goneAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Search' }).click();
    const skeleton = page.getByTestId('doctor-skeleton');
    // A reload (the plain form's GET) would add '&city=' and drop the record below.
    await expect(page).toHaveURL(/\/doctors\?q=kulkarni$/);
    await expect(skeleton).toBeHidden({ timeout: 10_000 });
    const seen = await page.evaluate(() => (window as unknown as WithRecord).__skeleton);
    expect(seen, 'the search was made in the page, without reloading it').toBeDefined();
    expect(seen?.shownAt, '5 placeholder cards and Please Wait... showed').toBeDefined();
    expect(seen?.goneAt, 'the placeholders gave way to the results').toBeDefined();
    expect(seen!.goneAt! - seen!.shownAt!).toBeGreaterThanOrEqual(900);

    await expectCountOfCards(page);

    // Choosing a city applies at once, keeping the text.
    await page.getByLabel('City').selectOption('Indiranagar');
    await expect(page).toHaveURL(/city=Indiranagar&q=kulkarni/);
    await expect(skeleton).toBeHidden({ timeout: 10_000 });
    for (const text of await page.getByTestId('doctor-card').allTextContents())
      expect(text).toContain('Indiranagar');

    // A shared link reproduces the same results.
    const shared = page.url();
    const before = await page.getByTestId('doctor-count').textContent();
    await page.goto(shared);
    await expect(page.getByTestId('doctor-count')).toHaveText(before!);
  });

  test("'Book appointment' opens the booking panel inline and 'Cancel' closes it", async ({
    page,
  }) => {
    await page.goto('/doctors?q=kulkarni');
    const card = page.getByTestId('doctor-card').first();
    await card.getByRole('button', { name: 'Book appointment' }).click();
    const panel = card.getByRole('region', { name: /Book an appointment with/ });
    await expect(panel).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(card.getByRole('button', { name: 'Book appointment' })).toBeVisible();
  });

  test('the consultation form is on the page', async ({ page }) => {
    await page.goto('/doctors');
    await expect(page.getByRole('complementary', { name: 'Not sure whom to see?' })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/doctors');
    await expectAccessible(page);
    await page.goto('/doctors?q=no-such-doctor-xyz');
    await expectAccessible(page);
  });
});
