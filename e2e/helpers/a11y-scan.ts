import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets running transitions and finite animations end (up to two seconds): axe computes colour
 * contrast from the colours on screen, so text caught mid-fade reads as too faint.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Runs axe (WCAG 2.x A/AA) on the page and fails on any serious or critical violation. Toasts
 * on screen are scanned with the page (their colours must read too); one already on its way out
 * (fading, then gone) is not content any more, and is left out.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A page's title is streamed after its content (Next's streaming metadata), so after an
  // in-place update on a busy machine the body can stand before the new <title> has come.
  // Wait for it, as for the animations: a page that never gets one still fails here.
  await expect(page).toHaveTitle(/\S/);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** The raw server HTML of a path (no JavaScript runs): what a search engine's first fetch sees. */
function decode(text: string | undefined): string | undefined {
  return text
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function headOf(html: string) {
  const attr = (re: RegExp) => decode(html.match(re)?.[1]);
  return {
    title: attr(/<title>([^<]+)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    keywords: attr(/<meta name="keywords" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    h1: attr(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as unknown,
    ),
  };
}

/** Every @type in the page's JSON-LD blocks (arrays flattened). */
export function jsonLdTypes(blocks: unknown[]): string[] {
  return blocks
    .flatMap((b) => (Array.isArray(b) ? b : [b]))
    .flatMap((b) => {
      const type = (b as { '@type'?: string | string[] })['@type'];
      return Array.isArray(type) ? type : type ? [type] : [];
    });
}
