/**
 * Shared checks for the content-page specs (doctors, doctor profile, department, treatment):
 * accessibility scan, raw server HTML, the page cache and revalidation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test';

export const REVALIDATE_SECRET = 'e2e-secret';

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** The HTML the server sends, without running any script. */
export async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** JSON-LD blocks of a raw HTML page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** Title, description, absolute canonical link, main heading and JSON-LD are in the first HTML. */
export function expectSearchEngineBasics(html: string, path: string, h1: RegExp | string) {
  expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toMatch(new RegExp(`^http://[^"]+${path.replace(/[/.]/g, '\\$&')}$`));
  // Open Graph, from the same metadata builder: the canonical URL, title and description.
  expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]{10,}"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}"/);
  expect(html).toContain('<meta property="og:locale" content="en_IN"');
  const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/s);
  expect(heading, 'an h1').not.toBeNull();
  const text = heading![1]
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  expect(jsonLdBlocks(html).length).toBeGreaterThan(0);
}

/**
 * The page's FAQ section shows 4 questions until View All shows the rest: answers the section
 * and its question buttons, all shown.
 */
export async function openFullFaq(page: Page, path: string) {
  await page.goto(path);
  const faq = page.getByTestId('faq-section');
  const questions = faq.locator('button[aria-expanded]');
  await expect(questions).toHaveCount(4);
  await faq.getByRole('button', { name: 'View All' }).click();
  expect(await questions.count()).toBeGreaterThan(4);
  return { faq, questions };
}

/**
 * A test of a page's first HTML: the search-engine basics with `h1` as its heading, then the
 * page's own checks in `more`.
 */
export function testFirstHtml(
  title: string,
  path: string,
  h1: RegExp | string,
  more: (html: string, request: APIRequestContext) => Promise<void> | void,
) {
  test(title, async ({ request }) => {
    const html = await rawHtml(request, path);
    expectSearchEngineBasics(html, path, h1);
    await more(html, request);
  });
}

/**
 * A repeated request is answered from the page cache (`x-nextjs-cache: HIT`), not rendered again.
 * Specs run in parallel and may revalidate the same page meanwhile, so a few tries are allowed:
 * a cached page answers HIT in one of them, an uncached page never does. That an edit shows
 * once its tag is revalidated is e2e/shared-cache.spec.ts's to prove, with the changed text.
 */
export async function expectPageCacheHit(request: APIRequestContext, path: string) {
  const seen: (string | undefined)[] = [];
  for (let i = 0; i < 5 && seen.at(-1) !== 'HIT'; i += 1) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    seen.push(response.headers()['x-nextjs-cache']);
  }
  expect(seen, `x-nextjs-cache of repeated requests of ${path}`).toContain('HIT');
}

export async function revalidate(
  request: APIRequestContext,
  tags: string[],
  secret = REVALIDATE_SECRET,
) {
  return request.post('/api/revalidate', {
    data: { tags },
    headers: secret ? { 'x-revalidate-secret': secret } : {},
  });
}

/** A cached page stays cached across a revalidation of its tag, which the secret allows. */
export async function expectCachedAcrossRevalidation(
  request: APIRequestContext,
  path: string,
  tag: string,
) {
  await expectPageCacheHit(request, path);
  expect((await revalidate(request, [tag])).status()).toBe(200);
  await expectPageCacheHit(request, path);
}

/** Records whether an element matching `selector` ever appears, from the very first byte. */
export async function watchForElement(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    new MutationObserver(() => {
      if (document.querySelector(sel)) w.__seen = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}
