/**
 * Collects Content-Security-Policy violations a page reports, from the page's own
 * `securitypolicyviolation` events and from the console, so a spec can prove a page runs
 * under its policy without anything being blocked.
 */
import type { Page } from '@playwright/test';

export function watchCsp(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  void page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp?: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    const fromEvents = await page
      .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
      .catch(() => [] as string[]);
    return [...fromEvents, ...fromConsole];
  };
}
