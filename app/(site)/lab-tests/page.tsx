import type { Metadata } from 'next';
import { LabBanner } from '@/components/lab/lab-banner';
import { LabFinder, LabGrid } from '@/components/lab/lab-catalogue';
import { LabMainAd } from '@/components/lab/lab-main-ad';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { getLabCards, getLabCategories, searchLab } from '@/lib/lab/reads';
import { normaliseQuery } from '@/lib/search/name-search';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { getLabAds } from '@/lib/site/reads';

type Props = { searchParams: Promise<{ q?: string | string[]; category?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q, category } = await searchParams;
  return buildMetadata({
    title: 'Lab Tests and Health Packages at Home',
    description:
      'Book blood tests and health check-up packages with free home sample collection in Bangalore: fasting and report times, prices and what each test measures.',
    keywords: ['lab tests', 'blood test at home', 'health check-up package', 'Bangalore'],
    path: '/lab-tests',
    // A search or a category is the same catalogue again: only the page itself is indexed.
    noindex: Boolean(one(q) || one(category)),
  });
}

/**
 * /lab-tests (issue 17): the lab banner slider and ads, a typo-tolerant search across tests and
 * packages, category chips, and the popular packages and tests; `?q=` shows what a search
 * finds, `?category=` one category's packages and tests.
 */
export default async function LabTestsPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = normaliseQuery(one(params.q));
  const [categories, ads] = await Promise.all([getLabCategories(), getLabAds()]);
  const category = categories.find((c) => c.slug === one(params.category));
  const banner = ads.flatMap((ad) => ad.secondaryImages);

  let content;
  if (query) {
    const found = await searchLab(query);
    content = (
      <LabGrid
        id="lab-results"
        title={`Results for “${query}”`}
        items={found}
        empty={`No test or package matches “${query}”. Try another name, or browse a category.`}
      />
    );
  } else if (category) {
    const [packages, tests] = await Promise.all([
      getLabCards('package', category.slug),
      getLabCards('test', category.slug),
    ]);
    content = (
      <>
        <LabGrid id="lab-packages" title={`${category.name} packages`} items={packages} />
        <LabGrid
          id="lab-tests"
          title={`${category.name} tests`}
          items={tests}
          empty={packages.length ? undefined : 'No tests in this category yet.'}
        />
      </>
    );
  } else {
    const [packages, tests] = await Promise.all([
      getLabCards('package', undefined, true),
      getLabCards('test', undefined, true),
    ]);
    content = (
      <>
        <LabGrid id="lab-packages" title="Popular health packages" items={packages} />
        <LabGrid id="lab-tests" title="Most booked tests" items={tests} />
      </>
    );
  }

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', url: absoluteUrl('/') },
          { name: 'Lab Tests', url: absoluteUrl('/lab-tests') },
        ])}
      />
      <PageHero
        title="Lab Tests and Health Packages"
        trail={[{ name: 'Lab Tests', path: '/lab-tests' }]}
        lead="Samples collected at your home between 6 AM and 11 AM by trained phlebotomists; reports on your phone."
      />
      <div className="container">
        <LabMainAd src={ads[0]?.mainAd} />
        <LabBanner images={banner} />
        <LabFinder categories={categories} query={query} category={category?.slug} />
        {content}
      </div>
    </>
  );
}
