import { expect, HTTP_ONLY, test } from './test';
import { type Page } from '@playwright/test';
import { MAIN_MENU_LINKS } from '../tests/helpers/main-menu';
import { expectAccessible } from './content-pages';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('site shell', () => {
  test('header shows the menu links and a Departments list sorted by name', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop header');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of MAIN_MENU_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: /Departments/ }).click();
    const names = await nav.locator('a[href^="/department/"]').allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await expect(
      page.getByRole('link', { name: 'Request An Appointment' }).first(),
    ).toHaveAttribute('href', /^tel:/);
  });

  test('below 768 px the hamburger opens a sidebar with a Departments accordion', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile header');
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('link', { name: 'Our Doctors', exact: true })).toBeVisible();
    const accordion = sidebar.getByRole('button', { name: /Departments/ });
    await expect(accordion).toHaveAttribute('aria-expanded', 'false');
    await accordion.click();
    await expect(accordion).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.locator('a[href^="/department/"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('scroll-to-top appears only after 200 px and brings the page back up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    // Whatever the page's own length, make room to scroll past the threshold.
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('footer: help block, contact text, social links in a new tab, copyright 2024', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer').last();
    await expect(footer.getByRole('heading', { name: 'Do you need help?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Get consultation/ })).toBeVisible();
    await expect(footer).toContainText('2024');
    const external = footer.locator('a[target="_blank"]');
    expect(await external.count()).toBeGreaterThanOrEqual(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('floating messaging-app and emergency buttons come from the contact settings', async ({
    page,
  }) => {
    await page.goto('/');
    const quick = page.getByRole('complementary', { name: 'Quick contact' });
    const chat = quick.locator('a[href^="https://wa.me/91"]');
    const emergency = quick.locator('a[href^="tel:+91"]');
    await expect(chat).toBeVisible();
    await expect(emergency).toBeVisible();
    const width = async () => (await emergency.boundingBox())!.width;
    if (isPhone(page)) {
      // Phones: a bar pinned to the bottom edge, both buttons labelled, the body ending with room.
      const bar = (await quick.boundingBox())!;
      expect(bar.width).toBe(page.viewportSize()!.width);
      expect(bar.y + bar.height).toBe(page.viewportSize()!.height);
      await expect(chat).toContainText('WhatsApp');
      await expect(emergency).toContainText('Emergency');
    } else {
      // The spec: 50 px, widening to 150 px on hover.
      expect(await width()).toBe(50);
      await emergency.hover();
      await expect.poll(width).toBe(150);
    }
  });

  test('an unknown route answers 404 with the not-found page and the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test(
    'a page sends the header and footer once, though the root 404 carries them too',
    HTTP_ONLY,
    async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the same HTML at every width');
      // The React payload is JSON inside the page's scripts: an element reads ["$","header",null,…].
      const elements = (html: string, tag: string) =>
        html.split(`[\\"$\\",\\"${tag}\\",null,`).length - 1;
      for (const path of ['/', '/lab-tests', '/doctors']) {
        const html = await (await request.get(path)).text();
        expect(elements(html, 'header'), path).toBe(1);
        expect(elements(html, 'footer'), path).toBe(1);
      }
    },
  );

  test(
    'a public page preloads no stylesheet it does not apply',
    HTTP_ONLY,
    async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the same HTML at every width');
      // Next preloads the styles of the root boundaries (not-found, forbidden...) on every page: a
      // stylesheet no public page applies would be one more request before the first paint (the
      // console's 403 page sits in its own segment for that reason).
      for (const path of ['/', '/lab-tests']) {
        const html = await (await request.get(path)).text();
        // Every <link> to a stylesheet, whatever the order of its attributes.
        const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
        const attribute = (link: string, name: string) =>
          link.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
        const hrefs = (rel: string) =>
          links
            .filter((link) => attribute(link, 'rel') === rel)
            .map((link) => attribute(link, 'href') ?? '')
            .filter((href) => href.endsWith('.css'));
        const applied = new Set(hrefs('stylesheet'));
        expect(applied.size, path).toBeGreaterThan(0);
        expect(
          hrefs('preload').filter((href) => !applied.has(href)),
          path,
        ).toEqual([]);
      }
    },
  );

  test("a page's scripts are fetched once its shell is drawn, and it still hydrates", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same HTML at every width');
    // lib/http/scripts-after-paint.mjs: Next's <script async> tags become calls to a queue that
    // loads the same scripts once the first paint is on the screen and the document's shell is
    // drawn. If Next wrote its tags differently, they would pass through unchanged and load
    // before the first paint again (docs/performance.md).
    // A cached page, and a page rendered per request with a nonce (strict CSP).
    for (const path of ['/', '/pharmacy', '/appointment/manage']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
      expect(html, path).not.toMatch(/<link rel="preload" as="script"/);
      expect(html.match(/self\.__afterPaint\(/g)?.length ?? 0, path).toBeGreaterThan(5);

      await page.goto(path);
      // The load event no longer waits for them: they are added after the first paint.
      await page.waitForFunction(
        () => document.head.querySelectorAll('script[async][src^="/_next/static/"]').length > 5,
      );
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        fetched: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
        inHead: document.head.querySelectorAll('script[async][src^="/_next/static/"]').length,
      }));
      expect(timing.firstPaint, path).toBeGreaterThan(0);
      expect(timing.fetched.length, path).toBeGreaterThan(5);
      expect(Math.min(...timing.fetched), path).toBeGreaterThan(timing.firstPaint!);
      // The tags Next would have written, where React looks for them before adding its own.
      expect(timing.inHead, path).toBeGreaterThan(5);
      // Each script the page queues carries V8's compile hint on its first line
      // (scripts/compile-hints.mjs, run by npm run build): it compiles while it streams.
      const sources = [...html.matchAll(/self\.__afterPaint\("([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length, path).toBeGreaterThan(5);
      for (const src of sources) {
        const text = await (await request.get(src)).text();
        expect(text.slice(0, 29), src).toBe('//# allFunctionsCalledOnLoad\n');
      }
    }
    // Hydrated: the location menu opens (a client component of the header).
    await page.goto('/');
    await page.getByRole('button', { name: /Location/ }).click();
    await expect(page.getByRole('listbox', { name: 'Choose a location' })).toBeVisible();
  });

  test("a page's largest paint is never an image left to load lazily", async ({
    page,
    request,
  }) => {
    // A lazy image is fetched only once layout has placed it on the screen, after the scripts the
    // page asked for first: as the largest paint it would wait for all of them. The pages the
    // Lighthouse budgets measure (docs/performance.md), at this project's width.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const first = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p !== prefix);
    const pages = ['/', '/doctors', '/pharmacy', '/lab-tests'].concat(
      ['/department/', '/treatment/', '/docprofile/', '/blog/', '/pharmacy/', '/lab-tests/']
        .map(first)
        .filter((p): p is string => Boolean(p)),
    );
    expect(pages.length).toBe(10);
    for (const path of pages) {
      await page.goto(path);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              const element = entries.at(-1)?.element;
              resolve(element ? element.outerHTML.slice(0, 200) : 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest, path).not.toMatch(/^<img[^>]*\sloading="lazy"/);
    }
  });

  test('what is typed into a field is readable: dark on light, on every page with a form', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same colours at every width');
    // Fields inherit their text colour (globals.css): a field on a dark band would show white
    // text on its own white background (the pharmacy search did).
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const path of ['/', '/doctors', '/pharmacy', '/lab-tests', '/contactus', '/careers']) {
      await page.goto(path);
      const fields = await page.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')]
          .filter((el) => !['hidden', 'checkbox', 'radio'].includes((el as HTMLInputElement).type))
          .map((el) => {
            let node: Element | null = el;
            let background = 'rgba(0, 0, 0, 0)';
            while (node && /^rgba\(.*, 0\)$|^transparent$/.test(background)) {
              background = getComputedStyle(node).backgroundColor;
              node = node.parentElement;
            }
            return {
              name: el.id || el.getAttribute('name'),
              text: getComputedStyle(el).color,
              background,
            };
          }),
      );
      expect(fields.length, path).toBeGreaterThan(0);
      for (const field of fields) {
        const [text, background] = [field.text, field.background].map((c) =>
          luminance(
            c
              .match(/\d+(\.\d+)?/g)!
              .slice(0, 3)
              .map(Number),
          ),
        );
        const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
        expect(
          ratio,
          `${path} ${field.name}: ${field.text} on ${field.background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('links prefetch their page on intent, not on sight, and still navigate in place', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a pointer to hover with');
    // The router's requests for a page's payload (a prefetch or a navigation) carry 'rsc: 1'.
    const payloads: string[] = [];
    page.on('request', (req) => {
      if (req.headers()['rsc']) payloads.push(new URL(req.url()).pathname);
    });
    await page.goto('/pharmacy');
    // Hydrated (the cart is read back), and the network quiet for half a second after that.
    await expect(
      page.getByRole('button', { name: /^Add /, disabled: false }).first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(payloads, 'pages prefetched while /pharmacy started').toEqual([]);

    const card = page.locator('main article h3 a').first();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/pharmacy\/[a-z0-9-]+$/);
    await card.hover();
    await expect.poll(() => payloads).toContain(href);

    // Client-side: the document (and this mark in it) survives the navigation.
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test(
    'the data survives: the health probe answers once migrated and seeded',
    HTTP_ONLY,
    async ({ request }) => {
      const res = await request.get('/api/health');
      expect(res.ok()).toBeTruthy();
      expect(res.headers()['cache-control']).toContain('no-store');
    },
  );

  test('icons are drawn from the sprite: it loads, and every icon on the page names a symbol in it', async ({
    page,
  }) => {
    const sprites: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/ui/icons.svg') sprites.push(res.url());
    });
    await page.goto('/');
    const hrefs = await page
      .locator('svg use')
      .evaluateAll((uses) => uses.map((u) => u.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    const addresses = new Set(hrefs.map((h) => h.split('#')[0]));
    expect(addresses.size).toBe(1);
    const [address] = addresses;
    expect(address).toMatch(/^\/ui\/icons\.svg\?v=[0-9a-f]{12}$/);
    const res = await page.request.get(address);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    const sprite = await res.text();
    for (const id of new Set(hrefs.map((h) => h.split('#')[1]))) {
      expect(sprite).toContain(`<symbol id="${id}"`);
    }
    // The browser fetched it itself (the icons are not blank).
    await expect.poll(() => sprites.length).toBeGreaterThan(0);
  });
});
