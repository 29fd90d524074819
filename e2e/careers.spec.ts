import AxeBuilder from '@axe-core/playwright';
import { expect, HTTP_ONLY, test } from './test';
import { type Page } from '@playwright/test';

type ApiJob = {
  _id: string;
  job_title: string;
  job_catrgory: { job_category: string };
  qualification: string;
  carrer_upload: string | null;
  carrer_upload_name: string | null;
};

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: 'Current Vacancies' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

async function jobsFromApi(page: Page): Promise<ApiJob[]> {
  const res = await page.request.get('/api/carrer/get_carrer');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test.describe('careers (/careers)', () => {
  test('opens with the intro (30 years) and Current Vacancies sorted A-Z', async ({ page }) => {
    const jobs = await jobsFromApi(page);
    await page.goto('/careers');
    await expect(page.getByRole('main')).toContainText('30 years');
    await expect(page.getByRole('heading', { name: 'Current Vacancies' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('az');
    const expected = jobs.map((j) => j.job_title).sort(collator.compare);
    expect(await cardTitles(page)).toEqual(expected);
  });

  test('sorts Z-A and back, keeping the choice in a shareable URL', async ({ page }) => {
    const jobs = await jobsFromApi(page);
    const az = jobs.map((j) => j.job_title).sort(collator.compare);
    await page.goto('/careers');
    await page.getByLabel('Sort by').selectOption('za');
    await expect.poll(() => cardTitles(page)).toEqual([...az].reverse());
    await expect(page).toHaveURL(/\/careers\?sort=za$/);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([...az].reverse());
    await page.getByLabel('Sort by').selectOption('az');
    await expect.poll(() => cardTitles(page)).toEqual(az);
  });

  test('filters by job category', async ({ page }) => {
    const jobs = await jobsFromApi(page);
    const category = jobs[0].job_catrgory.job_category;
    const inCategory = jobs
      .filter((j) => j.job_catrgory.job_category === category)
      .map((j) => j.job_title)
      .sort(collator.compare);
    await page.goto('/careers');
    await page.getByLabel('Category').selectOption(category);
    await expect.poll(() => cardTitles(page)).toEqual(inCategory);
    await page.getByLabel('Category').selectOption('');
    await expect.poll(async () => (await cardTitles(page)).length).toBe(jobs.length);
  });

  test('shortens long values to 10 characters with Read More', async ({ page }) => {
    const jobs = await jobsFromApi(page);
    const job = jobs.find((j) => j.qualification.length > 10)!;
    await page.goto('/careers');
    const card = page.getByRole('article', { name: job.job_title });
    const qualification = card.locator('dt:text-is("Qualification") + dd');
    await expect(qualification).toContainText(
      `${Array.from(job.qualification).slice(0, 10).join('')}…`,
    );
    await expect(qualification).not.toContainText(job.qualification);
    await qualification.getByRole('button', { name: 'Read More' }).click();
    await expect(qualification).toContainText(job.qualification);
    await expect(qualification.getByRole('button', { name: 'Show Less' })).toBeVisible();
  });

  test('Apply Now opens that job’s form and disables its button; the close icon closes every form', async ({
    page,
  }) => {
    const [first, second] = await jobsFromApi(page).then((jobs) =>
      jobs.map((j) => j.job_title).sort(collator.compare),
    );
    await page.goto('/careers');
    const apply = (title: string) =>
      page.getByRole('article', { name: title }).getByRole('button', { name: 'Apply Now' });
    await apply(first).click();
    await expect(apply(first)).toBeDisabled();
    await expect(apply(second)).toBeEnabled();
    await expect(page.getByRole('form', { name: new RegExp(first) })).toBeVisible();
    await apply(second).click();
    await expect(page.getByRole('form')).toHaveCount(2);
    await page.getByRole('button', { name: /close/i }).first().click();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(apply(first)).toBeEnabled();
  });

  test('the download control links the file and says what it downloads', async ({ page }) => {
    const jobs = await jobsFromApi(page);
    const withFile = jobs.find((j) => j.carrer_upload);
    test.skip(!withFile, 'no job with a downloadable file in the demo content');
    await page.goto('/careers');
    const link = page
      .getByRole('article', { name: withFile!.job_title })
      .getByRole('link', { name: /Download/ });
    // Through the site's download route, whatever the file's storage path.
    await expect(link).toHaveAttribute('href', `/api/carrer/download/${withFile!._id}`);
    await expect(link).toHaveAttribute('download', withFile!.carrer_upload_name!);
    const file = await page.request.get(withFile!.carrer_upload!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain(
      `filename="${withFile!.carrer_upload_name}"`,
    );
    await link.click();
    await expect(
      page.getByText(`Downloading ${withFile!.carrer_upload_name} for ${withFile!.job_title}...`),
    ).toBeVisible();
  });

  test(
    'the first HTML carries title, description, canonical, h1 and JobPosting JSON-LD',
    HTTP_ONLY,
    async ({ request, baseURL }) => {
      const html = await (await request.get('/careers')).text();
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/careers"`);
      expect(html).toMatch(/<h1[^>]*>.+?<\/h1>/s);
      expect(html).toContain('"@type":"JobPosting"');
      expect(html).toContain('Current Vacancies');
    },
  );

  test('the job APIs answer the original field names', HTTP_ONLY, async ({ request }) => {
    const jobs = await (await request.get('/api/carrer/get_carrer')).json();
    expect(jobs.data[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        job_title: expect.any(String),
        job_catrgory: expect.objectContaining({ job_category: expect.any(String) }),
        job_responsibilites: expect.any(String),
        key_skills: expect.any(Array),
      }),
    );
    const categories = await (await request.get('/api/jobcategory/get_jobcategory')).json();
    expect(categories.data[0]).toEqual({
      _id: expect.any(String),
      job_category: expect.any(String),
    });
  });

  test('no serious accessibility violation', async ({ page }) => {
    await page.goto('/careers');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});
