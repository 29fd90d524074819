import AxeBuilder from '@axe-core/playwright';
import { expect, HTTP_ONLY, test } from './test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectCachedAcrossRevalidation } from './content-pages';
import { headOf } from './helpers/a11y-scan';
import { BLOG_TEXTS } from '../lib/seed/content/blogs';

type ApiBlog = {
  _id: string;
  slug: string;
  title: string;
  blog_category: { department: string; slug: string };
};

async function blogApi(request: APIRequestContext, query = '') {
  const res = await request.get(`/api/blog/get_blog?page=1&limit=50${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: ApiBlog[]; pagination: { total: number } };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const visibleCards = (page: Page) => page.getByTestId('blog-grid').locator('article:visible');
const main = (page: Page) => page.getByRole('main');
/** The blog list's own alert (Next.js keeps an empty route announcer with the same role). */
const blogAlert = (page: Page) => main(page).getByRole('alert');

test.describe('blog list (/blog)', () => {
  test('shows 6 blogs, View More shows the whole page of 10, Show Less goes back', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(visibleCards(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'View More' }).click();
    await expect(visibleCards(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(visibleCards(page)).toHaveCount(6);
  });

  test("pages with Previous/Next reading 'X of Y'; the page lives in the URL", async ({
    page,
    request,
  }) => {
    const { pagination } = await blogApi(request);
    const pages = Math.ceil(pagination.total / 10);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/blog');
    const pageOf = page.getByTestId('blog-page-of');
    await expect(pageOf).toHaveText(`1 of ${pages}`);
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const firstTitle = await visibleCards(page).first().getByRole('heading').textContent();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pageOf).toHaveText(`2 of ${pages}`);
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(visibleCards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(pageOf).toHaveText(`1 of ${pages}`);
    // A shared link to page 2 is rendered on the server.
    const html = await (await request.get('/blog?page=2')).text();
    expect(html).toContain(`>2 of ${pages}<`);
  });

  test('a category button switches to that department and back', async ({ page, request }) => {
    const all = await blogApi(request);
    const dept = all.data[0].blog_category;
    const { pagination } = await blogApi(request, `&department=${dept.slug}`);
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(nav.getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: dept.department, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?department=${dept.slug}$`));
    await expect(nav.getByRole('link', { name: dept.department, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('blog-page-of')).toHaveText(
      `1 of ${Math.ceil(pagination.total / 10)}`,
    );
    await expect(page.getByTestId('blog-grid').locator('article')).toHaveCount(
      Math.min(10, pagination.total),
    );
    for (const chip of await visibleCards(page).all()) {
      await expect(chip).toContainText(dept.department);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an empty department says so, and so does the server HTML', async ({ page, request }) => {
    await page.goto('/blog?department=no-such-department');
    await expect(
      main(page).getByText('No blogs available for the selected department.'),
    ).toBeVisible();
    const html = await (await request.get('/blog?department=no-such-department')).text();
    expect(html).toContain('No blogs available for the selected department.');
  });

  test('every error of the catalogue reaches the visitor', async ({ page }) => {
    await page.goto('/blog');
    const next = page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: 'Next' });

    await page.route('**/api/blog/get_blog?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Maintenance"}',
      }),
    );
    await next.click();
    await expect(blogAlert(page)).toHaveText(/Server responded with 503 error: Maintenance/);

    await page.unroute('**/api/blog/get_blog?*');
    await page.route('**/api/blog/get_blog?*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(blogAlert(page)).toHaveText(
      /Network error: Please check your internet connection\./,
    );

    await page.unroute('**/api/blog/get_blog?*');
    await page.route('**/api/blog/get_blog?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(blogAlert(page)).toHaveText(
      /An unexpected error occurred\. Please try again later\./,
    );

    await page.unroute('**/api/blog/get_blog?*');
    await page.route('**/api/blog/get_blog?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"data":[],"pagination":{"total":0}}',
      }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByText('No data available.')).toBeVisible();
  });

  test('recent and most-viewed blogs; below the list on phones', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const recent = page.getByRole('heading', { name: 'Recent Blogs' });
    const viewed = page.getByRole('heading', { name: 'Most Viewed' });
    await expect(recent).toBeVisible();
    await expect(viewed).toBeVisible();
    const gridBox = await page.getByTestId('blog-grid').boundingBox();
    const asideBox = await page
      .getByRole('complementary', { name: 'More from our blog' })
      .boundingBox();
    if (testInfo.project.name === 'mobile') {
      expect(asideBox!.y).toBeGreaterThan(gridBox!.y + gridBox!.height);
    } else {
      expect(asideBox!.x).toBeGreaterThan(gridBox!.x + gridBox!.width - 1);
    }
  });

  test('a click on a blog is counted in browser storage', async ({ page }) => {
    await page.goto('/blog');
    const link = visibleCards(page).first().getByRole('link');
    const id = await link.getAttribute('data-blog-id');
    await link.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    const counts = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('blogClickCounts') ?? '{}'),
    );
    expect(counts[id!]).toBe(1);
  });

  test('no serious accessibility violation', async ({ page }) => {
    await page.goto('/blog');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('single blog (/blog/{slug})', () => {
  test('shows title, date, author, category, body, FAQ, recent blogs, categories and a doctor link', async ({
    page,
    request,
  }) => {
    const { data } = await blogApi(request);
    const blog = data[0];
    const detail = (await (await request.get(`/api/blog/get_blogone/${blog.slug}`)).json()).data;
    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(main(page).locator('header time')).toHaveText(/^\d{2} [A-Z][a-z]+ \d{4}$/);
    await expect(main(page).locator('header')).toContainText(detail.author_name.name);
    await expect(
      main(page).getByRole('link', { name: blog.blog_category.department }).first(),
    ).toHaveAttribute('href', `/department/${blog.blog_category.slug}`);
    await expect(page.getByRole('heading', { name: 'Recent Blogs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    const doctorLink = main(page).getByRole('link', {
      name: /View doctor profile|Find a .* doctor/,
    });
    await expect(doctorLink).toHaveAttribute(
      'href',
      detail.author_name.doctor_slug
        ? `/docprofile/${detail.author_name.doctor_slug}`
        : `/department/${blog.blog_category.slug}`,
    );
    if (detail.faq.length > 0) {
      const question = page.getByRole('button', { name: detail.faq[0].faq_question });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    }
  });

  test('four share links open new windows with the absolute page URL; the extra icon does nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const { data } = await blogApi(request);
    const slug = data[0].slug;
    await page.goto(`/blog/${slug}`);
    const pageUrl = encodeURIComponent(`${baseURL}/blog/${slug}`);
    const expected: Record<string, RegExp> = {
      x: new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escape(pageUrl)}&text=`),
      linkedin: new RegExp(
        `^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=${escape(pageUrl)}$`,
      ),
      pinterest: new RegExp(
        `^https://pinterest\\.com/pin/create/button/\\?url=${escape(pageUrl)}&media=`,
      ),
      email: new RegExp(`^mailto:\\?subject=.+&body=.*${escape(pageUrl)}`),
    };
    const links = main(page).locator('a[data-network]');
    await expect(links).toHaveCount(4);
    for (const [network, href] of Object.entries(expected)) {
      const link = main(page).locator(`a[data-network="${network}"]`);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const glyph = page.getByTestId('share-glyph');
    await expect(glyph).toBeVisible();
    expect(
      await glyph.evaluate(
        (el) => el.closest('a, button') === null && !el.hasAttribute('tabindex'),
      ),
    ).toBe(true);
  });

  // Lighthouse's best-practices audits (errors-in-console, image-aspect-ratio) on the one page
  // that writes on load: its view count must be answered and nothing may be logged as an error.
  test('logs no console error; its view is counted; its pictures keep their aspect ratio', async ({
    page,
    request,
  }) => {
    const { data } = await blogApi(request);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const view = page.waitForResponse((r) => /\/api\/blog\/\d+\/view$/.test(r.url()));
    await page.goto(`/blog/${data[0].slug}`);
    expect((await view).status()).toBe(200);
    const distorted = await main(page)
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0)
          .filter((img) => getComputedStyle(img).objectFit !== 'cover')
          .filter((img) => {
            const shown = img.clientWidth / img.clientHeight;
            const natural = img.naturalWidth / img.naturalHeight;
            return Math.abs(shown - natural) / natural > 0.05;
          })
          .map((img) => img.currentSrc),
      );
    expect(distorted).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('served from the page cache; its tag can be revalidated', HTTP_ONLY, async ({ request }) => {
    const { data } = await blogApi(request);
    const path = `/blog/${data[0].slug}`;
    await expectCachedAcrossRevalidation(request, path, `blog:${data[0].slug}`);
  });

  test('an unknown blog answers 404 with the not-found page', async ({ page, request }) => {
    expect((await request.get('/blog/no-such-blog-anywhere')).status()).toBe(404);
    await page.goto('/blog/no-such-blog-anywhere');
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });

  test('no serious accessibility violation', async ({ page, request }) => {
    const { data } = await blogApi(request);
    await page.goto(`/blog/${data[0].slug}`);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('blog category (/blogs/{cat})', () => {
  const catParam = (name: string) => encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'));

  test('heads the page with the category and lists its blogs in two columns with date and Read More', async ({
    page,
    request,
  }, testInfo) => {
    const dept = (await blogApi(request)).data[0].blog_category;
    const { data } = await blogApi(request, `&department=${dept.slug}`);
    await page.goto(`/blogs/${catParam(dept.department)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dept.department);
    const items = main(page).locator('ul[role="list"] > li:has(time)');
    await expect(items).toHaveCount(data.length);
    await expect(items.first().locator('time')).toHaveText(/^\d{2} [A-Z][a-z]+ \d{4}$/);
    await expect(items.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      `/blog/${data[0].slug}`,
    );
    if (data.length > 1) {
      const [a, b] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
      if (testInfo.project.name === 'desktop') expect(b!.x).toBeGreaterThan(a!.x + 10);
      else expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    }
  });

  test(
    'matches the name case-insensitively and answers 404 for an unknown category',
    HTTP_ONLY,
    async ({ request }) => {
      const dept = (await blogApi(request)).data[0].blog_category;
      expect(
        (await request.get(`/blogs/${catParam(dept.department).toUpperCase()}`)).status(),
      ).toBe(200);
      expect((await request.get('/blogs/no-such-category')).status()).toBe(404);
    },
  );

  test('no serious accessibility violation', async ({ page, request }) => {
    const dept = (await blogApi(request)).data[0].blog_category;
    await page.goto(`/blogs/${catParam(dept.department)}`);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('search-engine HTML without JavaScript', () => {
  test(
    'blog pages carry title, description, canonical, h1 and JSON-LD in the first HTML',
    HTTP_ONLY,
    async ({ request, baseURL }) => {
      const { data } = await blogApi(request);
      const blog = data[0];
      const cat = encodeURIComponent(
        blog.blog_category.department.toLowerCase().replace(/\s+/g, '-'),
      );
      const pages: [string, string[]][] = [
        ['/blog', ['"Blog"', '"BreadcrumbList"']],
        [`/blog/${blog.slug}`, ['"BlogPosting"', '"BreadcrumbList"']],
        [`/blogs/${cat}`, ['"Blog"', '"BreadcrumbList"']],
      ];
      for (const [path, types] of pages) {
        const html = await (await request.get(path)).text();
        expect(html, path).toMatch(/<title>[^<]{5,}<\/title>/);
        expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
        expect(html, path).toMatch(/<h1[^>]*>.+?<\/h1>/s);
        expect(html, path).toContain('application/ld+json');
        for (const type of types) expect(html, path).toContain(`"@type":${type}`);
      }
      // A seeded post, whose stored meta name is '… | Saithunga Blog' (the newest may be one another
      // test wrote with a meta name of its own).
      const seeded = data.find((b) => BLOG_TEXTS.some((text) => text.title === b.title))!;
      const single = await (await request.get(`/blog/${seeded.slug}`)).text();
      expect(single).toContain(seeded.title.replace(/&/g, '&amp;'));
      // A stored meta name is the whole title: one brand, not two.
      expect(headOf(single).title?.match(/Saithunga/g), headOf(single).title).toHaveLength(1);
    },
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
