import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CareersIntro } from '@/components/careers/careers-intro';
import { JobBoard } from '@/components/careers/job-board';
import { VacanciesUnavailable } from '@/components/careers/vacancies-unavailable';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingBanner } from '@/components/ui/listing-banner';
import { getJobCategories, getJobs } from '@/lib/careers/reads';
import { type Job, type JobCategory } from '@/lib/careers/types';
import { getSeoTag } from '@/lib/site/seo-reads';
import { getSiteSettings, parseSiteSettings } from '@/lib/site/reads';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { jobPostingJsonLd } from '@/lib/seo/json-ld-listing';
import { absoluteUrl } from '@/lib/seo/metadata';
import { storedTitleMetadata } from '@/lib/seo/content-metadata';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

// Rendered per request: the page takes personal data (the application form), so the middleware
// gives it the strict CSP, whose fresh nonce Next can only put on scripts while rendering
// (docs/decisions/content-security-policy.md). Its reads stay cached, so a render costs no query.

const DEFAULT_TITLE = 'Careers at Saithunga Hospital';
const DEFAULT_DESCRIPTION =
  'Current vacancies for doctors, nurses, technicians and staff at Saithunga Multi-Speciality Hospital, Bangalore. Apply online with your resume.';

/**
 * A failed read is logged and answered with `fallback`, so the page still renders: a failed job
 * fetch shows the catalogue's 'Failed to fetch job data' in place of the vacancies (spec section
 * 8); any other failed read only leaves its part empty or on its defaults.
 */
async function readOr<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: safeError(error) }, `careers: ${what} failed`);
    return fallback;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const tag = await readOr(() => getSeoTag('Careers'), null, 'meta tag read');
  // The tag record's title (or the default) is complete: no site-name suffix from the layout.
  return storedTitleMetadata({
    title: tag?.metaTitle || DEFAULT_TITLE,
    description: tag?.metaDescription || DEFAULT_DESCRIPTION,
    keywords: tag?.metaTags,
    path: '/careers',
  });
}

export default async function CareersPage() {
  await connection();
  const [jobs, categories, site] = await Promise.all([
    readOr<Job[] | null>(getJobs, null, 'job fetch'),
    readOr<JobCategory[]>(getJobCategories, [], 'job category fetch'),
    readOr(getSiteSettings, parseSiteSettings(undefined), 'site settings read'),
  ]);
  const url = absoluteUrl('/careers');

  return (
    <>
      <JsonLd
        data={[
          ...(jobs ?? []).map((job) =>
            jobPostingJsonLd({
              title: job.title,
              description: job.responsibilities,
              datePosted: job.createdAt,
              url,
              category: job.category.name,
              qualifications: job.qualification,
              experience: job.experience,
              skills: job.keySkills,
              openings: job.vacancy,
              hiringOrganization: {
                name: site.hospitalName,
                url: absoluteUrl('/'),
                logo: absoluteUrl('/images/logo.svg'),
              },
              address: { locality: 'Bangalore', region: 'Karnataka', country: 'IN' },
            }),
          ),
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl('/') },
            { name: 'Careers', url },
          ]),
        ]}
      />
      <ListingBanner
        eyebrow="Careers"
        title="Join a team that has cared for Bangalore for 30 years"
        lead={
          <p>
            We are looking for people who care: doctors, nurses, technicians and support staff who
            want to do their best work in a hospital that backs them.
          </p>
        }
        breadcrumbs={[
          { name: 'Home', href: '/' },
          { name: 'Careers', href: '/careers' },
        ]}
      />
      <CareersIntro />
      {jobs ? <JobBoard jobs={jobs} categories={categories} /> : <VacanciesUnavailable />}
    </>
  );
}
