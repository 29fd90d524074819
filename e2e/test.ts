/**
 * Playwright's `test`, with a page whose `goto` and `reload` return once React has taken the
 * document. Every spec imports `test` from here (eslint holds them to it).
 *
 * A page's scripts are fetched after its first paint (lib/http/scripts-after-paint.mjs), so the
 * load event Playwright waits for by default no longer means they have run: a test that clicked a
 * button at once would click it before React listens, as a visitor could in the first moment
 * after the paint. React marks the document when `hydrateRoot` installs its event listeners;
 * from then on a click is handled, hydrating what it lands on first if need be.
 */
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once React listens on the document (its `_reactListening…` marker). */
export async function waitForReact(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );
}

const patched = new WeakSet<Page>();

/** Only a wait for the load event (the default) also waits for React; less (commit...) is meant. */
function waitsForLoad(options?: { waitUntil?: string }) {
  return (options?.waitUntil ?? 'load') === 'load';
}

/** `goto` and `reload` of `page` wait for React after an HTML page's load event. */
function afterLoadWaitForReact(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async (response: Response | null, options?: { waitUntil?: string }) => {
    if (waitsForLoad(options) && response?.headers()['content-type']?.startsWith('text/html')) {
      await waitForReact(page);
    }
    return response;
  };
  page.goto = async (url, options) => ready(await goto(url, options), options);
  page.reload = async (options) => ready(await reload(options), options);
}

/** Every page of `context` (one a spec made itself) waits for React after goto and reload. */
export function everyPageOf(context: BrowserContext) {
  context.pages().forEach(afterLoadWaitForReact);
  context.on('page', afterLoadWaitForReact);
}

export const test = base.extend<object, object>({
  context: async ({ context }, provide) => {
    everyPageOf(context);
    await provide(context);
  },
  // Contexts a test opens itself (a second visitor, a stranger) too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        everyPageOf(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});

/**
 * Marks a test that takes only the `request` fixture (HTTP calls, no page): nothing in it
 * depends on the viewport, so the phone project, which would send the very same requests again,
 * leaves it out (playwright.config.ts, docs/decisions/test-speed.md).
 */
export const HTTP_ONLY = { tag: '@http-only' };
