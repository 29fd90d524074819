import { expect, HTTP_ONLY, test } from './test';
import {
  expectAccessible,
  expectPageCacheHit,
  openFullFaq,
  revalidate,
  testFirstHtml,
} from './content-pages';

const PATH = '/department/cardiology';

test.describe('/department/{dname}', () => {
  testFirstHtml(
    'the first HTML has the stored metadata, the heading and breadcrumb JSON-LD',
    PATH,
    'Specialized center for Cardiology',
    (html) => {
      expect(html).toMatch(/<title>Cardiology[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]*cardiologist in bangalore/);
      expect(html).toContain('"@type":"BreadcrumbList"');
    },
  );

  test('the seven sections come in the spec order, the callback form beside them', async ({
    page,
  }) => {
    await page.goto(PATH);
    const order = await page.locator('main').evaluate((main) => {
      const marks: [string, Element | null][] = [
        ['header', main.querySelector('h1')],
        ['content', main.querySelector('#department-content')],
        ['specialities', main.querySelector('#department-specialities')],
        ['doctors', main.querySelector('#department-doctors')],
        ['faq', main.querySelector('#department-faq')],
        ['follow-up', main.querySelector('figure')],
        ['get-in-touch', main.querySelector('#get-in-touch')],
      ];
      return marks
        .filter(([, el]) => el)
        .sort(([, a], [, b]) =>
          a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )
        .map(([name]) => name);
    });
    expect(order).toEqual([
      'header',
      'content',
      'specialities',
      'doctors',
      'faq',
      'follow-up',
      'get-in-touch',
    ]);
    await expect(
      page.getByRole('complementary', { name: 'Book FREE Doctor Appointment' }),
    ).toBeVisible();
  });

  test('the description is cut at 500 characters with Read More... / Show Less...', async ({
    page,
  }) => {
    await page.goto(PATH);
    const paragraph = page.locator('section[aria-labelledby="page-title"] p', {
      has: page.getByRole('button', { name: 'Read More...' }),
    });
    const collapsed = (await paragraph.textContent())!.replace(/… Read More\.\.\.$/, '');
    expect(Array.from(collapsed)).toHaveLength(500);
    await paragraph.getByRole('button', { name: 'Read More...' }).click();
    const expanded = page.locator('section[aria-labelledby="page-title"] p', {
      has: page.getByRole('button', { name: 'Show Less...' }),
    });
    expect(((await expanded.textContent()) ?? '').length).toBeGreaterThan(520);
    await expanded.getByRole('button', { name: 'Show Less...' }).click();
    await expect(page.getByRole('button', { name: 'Read More...' })).toBeVisible();
  });

  test('Call Us dials the hospital; content block, specialities and Get in Touch', async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole('link', { name: /^Call Us/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(
      page.getByRole('list', { name: 'What we offer' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByTestId('department-content-image')).toBeVisible();

    const specialities = page.getByTestId('specialities');
    // Role queries skip hidden cards; every card is in the HTML, collapsed ones hidden.
    const links = specialities.locator('a[href^="/treatment/"]');
    const total = await links.count();
    expect(total).toBeGreaterThan(3);
    for (const text of await specialities.locator('a [aria-hidden="true"]').allTextContents()) {
      expect(text.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(20);
    }
    await expect(links.first()).toHaveAttribute('href', /^\/treatment\/[a-z0-9-]+$/);
    await expect(links.nth(3)).toBeHidden();
    await specialities.getByRole('button', { name: 'View All' }).click();
    await expect(links.nth(3)).toBeVisible();
    await specialities.getByRole('button', { name: 'Show Less' }).click();
    await expect(links.nth(3)).toBeHidden();

    const touch = page.locator('section[aria-labelledby="get-in-touch"]');
    await expect(touch).toContainText(
      "Tell us about your problems and we'll figure out the best treatment option for you.",
    );
    await expect(touch).toContainText('Saithunga services are accessible Pan India');
    await expect(touch.getByRole('list', { name: 'Our branches' })).toContainText('Koramangala');
  });

  test('doctor cards page 6 at a time (4 under 768 px) with disabled arrows at the ends', async ({
    page,
  }, testInfo) => {
    await page.goto(PATH);
    const section = page.getByTestId('doctors-section');
    await expect(
      section.getByRole('heading', { name: 'Best Doctors For Cardiology' }),
    ).toBeVisible();
    const size = testInfo.project.name === 'mobile' ? 4 : 6;
    const tiles = section.getByTestId('doctor-tile');
    const total = await tiles.count();
    expect(total).toBeGreaterThan(6);
    await expect(tiles.filter({ visible: true })).toHaveCount(size);

    const prev = section.getByRole('button', { name: 'Previous doctors' });
    const next = section.getByRole('button', { name: 'Next doctors' });
    await expect(prev).toBeDisabled();
    const pages = Math.ceil(total / size);
    for (let p = 1; p < pages; p += 1) {
      await expect(next).toBeEnabled();
      await next.click();
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
    await expect(tiles.filter({ visible: true })).toHaveCount(total - (pages - 1) * size);
    await expect(section.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(section).toBeInViewport();
  });

  test("doctor card: qualification, Free Consultation, rating, '+N More' and the two actions", async ({
    page,
  }) => {
    await page.goto(PATH);
    const tile = page.getByTestId('doctor-tile').first();
    await expect(tile.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/docprofile\/dr-[a-z-]+$/,
    );
    await expect(tile).toContainText('MBBS');
    await expect(tile).toContainText('Free Consultation');
    await expect(tile).toContainText(/(\d\.\d out of 5|Rating)/);
    await expect(tile).toContainText(/\d+\+yrs/);
    await expect(tile.getByRole('link', { name: /^Contact/ })).toHaveAttribute(
      'href',
      /^tel:\+91\d{10}$/,
    );
    await expect(tile.getByRole('link', { name: /^Book Appointment/ })).toHaveAttribute(
      'href',
      /^\/docprofile\//,
    );

    // Pinned by the doctor's name: once expanded, the tile no longer has a '+N More' button.
    const name = await page
      .getByTestId('doctor-tile')
      .filter({ has: page.getByRole('button', { name: /^\+\d+ More$/ }) })
      .first()
      .getByRole('heading')
      .innerText();
    const withMore = page.getByTestId('doctor-tile').filter({ hasText: name }).first();
    const chips = withMore.getByRole('list', { name: 'Specialities' }).getByRole('listitem');
    await expect(chips).toHaveCount(1);
    const more = withMore.getByRole('button', { name: /^\+\d+ More$/ });
    const extra = Number((await more.textContent())!.match(/\d+/)![0]);
    await more.click();
    await expect(chips).toHaveCount(1 + extra);
    await withMore.getByRole('button', { name: 'Show Less' }).click();
    await expect(chips).toHaveCount(1);
  });

  test('FAQ: 4 shown with a toggle, one open at a time, clicking again closes', async ({
    page,
  }) => {
    const { faq, questions } = await openFullFaq(page, PATH);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await faq.getByRole('button', { name: 'View Less' }).click();
    await expect(questions).toHaveCount(4);
  });

  test('a department without doctors says so; a short FAQ has no toggle', async ({ page }) => {
    await page.goto('/department/rheumatology');
    await expect(page.getByTestId('doctors-section')).toContainText('No Doctors available');
    const faq = page.getByTestId('faq-section');
    expect(await faq.locator('button[aria-expanded]').count()).toBeLessThanOrEqual(4);
    await expect(faq.getByRole('button', { name: 'View All' })).toHaveCount(0);
  });

  test('saves the department name in browser storage under Dname', async ({ page }) => {
    await page.goto(PATH);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Dname'))).toBe('Cardiology');
  });

  test('an unknown department answers 404', HTTP_ONLY, async ({ request }) => {
    expect((await request.get('/department/no-such-department')).status()).toBe(404);
  });

  test(
    'served from the page cache; only the secret revalidates its tag',
    HTTP_ONLY,
    async ({ request }) => {
      await expectPageCacheHit(request, PATH);

      expect((await revalidate(request, ['department:cardiology'], '')).status()).toBe(401);
      expect((await revalidate(request, ['department:cardiology'], 'wrong')).status()).toBe(401);
      const bad = await revalidate(request, []);
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toMatchObject({
        code: 'invalid_input',
        errors: { tags: expect.any(String) },
      });

      const ok = await revalidate(request, ['department:cardiology']);
      expect(ok.status()).toBe(200);
      await expectPageCacheHit(request, PATH);
    },
  );

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(PATH);
    await expectAccessible(page);
    await page.goto('/department/rheumatology');
    await expectAccessible(page);
  });
});
