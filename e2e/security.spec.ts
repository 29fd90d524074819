/**
 * Middleware security over HTTP: both CSP strengths on their pages, pages still hydrate and
 * work under them with nothing blocked, cross-site posts refused, and the burst limit.
 */
import { randomInt } from 'node:crypto';
import { expect, HTTP_ONLY, test } from './test';
import { watchCsp } from './csp-watch';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

test.describe('content security policy', () => {
  for (const path of ['/', '/contactus', '/department/cardiology', '/doctors']) {
    test(`static policy on ${path}, the same on every response`, HTTP_ONLY, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      const csp = first.headers()['content-security-policy'];
      expect(csp).toBe(second.headers()['content-security-policy']);
      const d = directives(csp);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toContain('nonce-');
      const headers = first.headers();
      expect(headers['strict-transport-security']).toMatch(/max-age=/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=(self)');
    });
  }

  for (const path of [
    '/careers',
    '/addtocart/appointment',
    '/pharmacy/addtocart',
    '/payment-success',
  ]) {
    test(
      `strict nonce policy on ${path}, with that nonce on every Next script`,
      HTTP_ONLY,
      async ({ request }) => {
        const response = await request.get(path);
        const csp = response.headers()['content-security-policy'];
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(directives(csp).get('script-src')).toContain("'strict-dynamic'");
        const html = await response.text();
        const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)];
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
        const again = (await request.get(path)).headers()['content-security-policy'];
        expect(again).not.toBe(csp);
      },
    );
  }

  test('every page runs its scripts under its policy, nothing blocked', async ({ page }) => {
    test.setTimeout(120_000);
    // One page of each kind the sitemap lists, beside the fixed routes.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const oneOfEach = [
      /^\/department\//,
      /^\/treatment\//,
      /^\/docprofile\//,
      /^\/blog\/[^/]+$/,
      /^\/pharmacy\/(?!addtocart)[^/]+$/,
    ].map((pattern) => listed.find((p) => pattern.test(p)));
    expect(oneOfEach.every(Boolean), `sitemap kinds: ${oneOfEach.join(', ')}`).toBe(true);
    // A blog category page, found from the first blog's link to it.
    await page.goto(oneOfEach[3]!);
    const blogCategory = await page.locator('a[href^="/blogs/"]').first().getAttribute('href');
    expect(blogCategory).toBeTruthy();
    const violations = watchCsp(page);
    for (const path of [
      '/',
      '/about',
      '/contactus',
      '/doctors',
      '/blog',
      '/pharmacy',
      '/careers',
      '/privacy',
      '/terms',
      '/call-ambulance',
      '/addtocart/appointment',
      '/pharmacy/addtocart',
      '/payment-success',
      '/category/pain-relief',
      blogCategory!,
      ...(oneOfEach as string[]),
    ]) {
      await page.goto(path);
      // Next's client runtime sets window.next once its scripts have run.
      await page.waitForFunction(() =>
        Boolean((window as { next?: { version?: string } }).next?.version),
      );
      expect(await violations(), path).toEqual([]);
    }
  });

  test('a static-policy page hydrates and works with nothing blocked', async ({ page }) => {
    const violations = watchCsp(page);
    await page.goto('/contactus');
    await page
      .getByRole('form', { name: 'Send us a message' })
      .getByRole('button', { name: 'Send Message' })
      .click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Name is required' }),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the strict-policy page hydrates and works with nothing blocked', async ({ page }) => {
    const violations = watchCsp(page);
    await page.goto('/careers');
    const apply = page.getByRole('button', { name: 'Apply Now' }).first();
    await apply.click();
    await expect(apply).toBeDisabled();
    await expect(page.getByRole('form', { name: /^Apply for / })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a client-side navigation from a strict page to a static page keeps working', async ({
    page,
  }) => {
    const violations = watchCsp(page);
    await page.goto('/careers');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Contact Us' })
      .first()
      .click({ force: true });
    await expect(page).toHaveURL(/\/contactus$/);
    await page
      .getByRole('form', { name: 'Send us a message' })
      .getByRole('button', { name: 'Send Message' })
      .click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Message is required' }),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('form endpoints over HTTP', () => {
  test('refuse a cross-site post', HTTP_ONLY, async ({ request }) => {
    const response = await request.post('/api/contactform/add_contactform', {
      headers: {
        Origin: 'https://evil.example',
        'X-Forwarded-For': `198.18.${randomInt(255)}.${randomInt(255)}`,
      },
      data: { name: 'A', email: 'a@example.com', message: 'hi' },
    });
    expect(response.status()).toBe(403);
  });

  test(
    'a method an endpoint does not take: 405 in the error shape, and no 500 for a bad escape',
    HTTP_ONLY,
    async ({ request }) => {
      const put = await request.put('/api/contactform/add_contactform', { data: {} });
      expect(put.status()).toBe(405);
      expect(await put.json()).toMatchObject({ code: 'method_not_allowed' });
      const post = await request.post('/api/getalldoctors', { data: {} });
      expect(post.status()).toBe(405);
      expect(await post.json()).toMatchObject({ code: 'method_not_allowed' });
      const options = await request.fetch('/api/contactform/add_contactform', {
        method: 'OPTIONS',
      });
      expect(options.headers().allow).toContain('POST');
      const escape = await request.get('/api/doctor/get_doctor/%ff');
      expect(escape.status()).toBe(400);
      expect(await escape.json()).toMatchObject({ code: 'malformed_url' });
    },
  );

  test('a burst of 40 posts: 30 answered, the rest 429', HTTP_ONLY, async ({ request }) => {
    // An address of its own, so this burst does not spend the budget of the other specs.
    const ip = `198.19.${randomInt(255)}.${randomInt(255)}`;
    const statuses: number[] = [];
    let firstRefusal: unknown;
    const started = Date.now();
    for (let i = 0; i < 40; i += 1) {
      const response = await request.post('/api/booking/create_booking', {
        headers: { 'X-Forwarded-For': ip },
        data: { form: 'treatment' },
      });
      statuses.push(response.status());
      if (response.status() === 429 && firstRefusal === undefined)
        firstRefusal = await response.json();
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    // One token comes back each second; a slow run may see that many more answered.
    const refilled = Math.floor((Date.now() - started) / 1000);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10 - refilled);
    expect(firstRefusal).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
      requestId: expect.any(String),
    });
  });
});
