import { expect, HTTP_ONLY, test } from './test';
import {
  expectAccessible,
  openFullFaq,
  expectCachedAcrossRevalidation,
  testFirstHtml,
  jsonLdBlocks,
  rawHtml,
} from './content-pages';

const PATH = '/treatment/coronary-angioplasty';

test.describe('/treatment/{tname}', () => {
  testFirstHtml(
    'the first HTML has metadata, the heading, MedicalWebPage and breadcrumb JSON-LD',
    PATH,
    'Coronary Angioplasty',
    async (html, request) => {
      const blocks = jsonLdBlocks(html);
      const page = blocks.find((b) => b['@type'] === 'MedicalWebPage');
      expect(page).toBeDefined();
      expect((page!.about as { '@type': string })['@type']).toBe('MedicalProcedure');
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);

      const therapy = jsonLdBlocks(await rawHtml(request, '/treatment/haemodialysis')).find(
        (b) => b['@type'] === 'MedicalWebPage',
      );
      expect((therapy!.about as { '@type': string })['@type']).toBe('MedicalTherapy');
    },
  );

  test('the description is cut at 350 characters with Read More / Show Less', async ({ page }) => {
    await page.goto(PATH);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const paragraph = hero.locator('p', { has: page.getByRole('button', { name: 'Read More' }) });
    const collapsed = (await paragraph.textContent())!.replace(/… Read More$/, '');
    expect(Array.from(collapsed)).toHaveLength(350);
    await paragraph.getByRole('button', { name: 'Read More' }).click();
    await expect(hero.getByRole('button', { name: 'Show Less' })).toBeVisible();
    await hero.getByRole('button', { name: 'Show Less' }).click();
    await expect(hero.getByRole('button', { name: 'Read More' })).toBeVisible();

    // A description of 350 characters or fewer has no toggle.
    await page.goto('/treatment/bypass-surgery');
    await expect(
      page
        .locator('section[aria-labelledby="page-title"]')
        .getByRole('button', { name: 'Read More' }),
    ).toHaveCount(0);
  });

  test('header actions, doctors, info and content blocks', async ({ page }) => {
    await page.goto(PATH);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    await expect(hero.getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', /^tel:/);
    await expect(
      hero.getByRole('list', { name: 'Why choose us' }).getByRole('listitem').first(),
    ).toBeVisible();

    const doctors = page.getByTestId('doctors-section');
    await expect(
      doctors.getByRole('heading', { name: "Best Doctor's for Coronary Angioplasty" }),
    ).toBeVisible();
    await expect(doctors.getByTestId('doctor-tile').first()).toBeVisible();
    expect(await doctors.getByTestId('doctor-tile').count()).toBeLessThanOrEqual(6);

    const info = page.getByTestId('treatment-info');
    for (const label of ['Disease', 'Surgery / procedure', 'Duration', 'Treated by']) {
      await expect(info.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: /What are the symptoms of/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /How is .* done at Saithunga\?/ }),
    ).toBeVisible();
  });

  test('FAQ: first 4 with View All / View Less, one open at a time', async ({ page }) => {
    const { faq, questions } = await openFullFaq(page, PATH);
    await questions.nth(4).click();
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(0).click();
    await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'false');
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await faq.getByRole('button', { name: 'View Less' }).click();
    await expect(questions).toHaveCount(4);
  });

  test('the callback form is a sticky sidebar on desktop and below the content on mobile', async ({
    page,
  }, testInfo) => {
    await page.goto(PATH);
    const aside = page.getByRole('complementary', { name: 'Book FREE Doctor Appointment' });
    await expect(aside).toBeAttached();
    const asideBox = (await aside.boundingBox())!;
    const faqBox = (await page.getByTestId('faq-section').boundingBox())!;
    if (testInfo.project.name === 'desktop') {
      expect(asideBox.x).toBeGreaterThan(faqBox.x + faqBox.width - 1);
      expect(await aside.locator('> div').evaluate((el) => getComputedStyle(el).position)).toBe(
        'sticky',
      );
    } else {
      expect(asideBox.y).toBeGreaterThan(faqBox.y + faqBox.height - 1);
    }
  });

  test('doctor cards keep their buttons inside the card (three a row at 1280 px)', async ({
    page,
  }) => {
    await page.goto(PATH);
    const tiles = page.getByTestId('doctor-tile');
    await expect(tiles.first()).toBeVisible();
    const outside = await tiles.evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('a, button')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
          .map((r) => `${Math.round(r.right - box.right)} px past the card`);
      }),
    );
    expect(outside).toEqual([]);
  });

  test('an unknown treatment answers 404', HTTP_ONLY, async ({ request }) => {
    expect((await request.get('/treatment/no-such-treatment')).status()).toBe(404);
  });

  test('served from the page cache; its tag can be revalidated', HTTP_ONLY, async ({ request }) => {
    await expectCachedAcrossRevalidation(request, PATH, 'treatment:coronary-angioplasty');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(PATH);
    await expectAccessible(page);
  });
});
