import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LabItemPage } from '@/components/lab/lab-item-page';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { labHref } from '@/lib/lab/display';
import { getLabItem } from '@/lib/lab/reads';
import { paiseToRupees } from '@/lib/money';
import { breadcrumbJsonLd, medicalTestJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { getContactSettings } from '@/lib/site/reads';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const item = await getLabItem((await params).slug);
  if (!item)
    return buildMetadata({
      title: 'Lab test not found',
      description: '',
      path: '/lab-tests',
      noindex: true,
    });
  return buildMetadata({
    title: `${item.name}: price, preparation and report time`,
    description: `${item.summary} Home sample collection in Bangalore.`,
    keywords: [item.name, item.categoryName, 'lab test at home', 'Bangalore'],
    path: labHref(item.slug),
    image: item.image,
  });
}

export default async function LabItemDetailPage({ params }: Params) {
  const item = await getLabItem((await params).slug);
  if (!item) notFound();
  const contact = await getContactSettings();
  const url = absoluteUrl(labHref(item.slug));
  return (
    <>
      <JsonLd
        data={[
          medicalTestJsonLd({
            name: item.name,
            url,
            description: item.summary,
            subTests: item.includes.map((test) => test.name),
            priceRupees: paiseToRupees(item.pricePaise),
          }),
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl('/') },
            { name: 'Lab Tests', url: absoluteUrl('/lab-tests') },
            { name: item.name, url },
          ]),
        ]}
      />
      <PageHero
        eyebrow={
          item.kind === 'package' ? `${item.categoryName} package` : `${item.categoryName} test`
        }
        title={item.name}
        lead={item.summary}
        trail={[
          { name: 'Lab Tests', path: '/lab-tests' },
          { name: item.name, path: labHref(item.slug) },
        ]}
      />
      <LabItemPage item={item} bookingCall={contact.appointmentCall} />
    </>
  );
}
