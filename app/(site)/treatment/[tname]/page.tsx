import type { Metadata } from 'next';
import { Activity } from 'react';
import { notFound } from 'next/navigation';
import { ContentHero } from '@/components/content/content-hero';
import { CALLBACK_FORM_ID, ContentWithSidebar } from '@/components/content/content-with-sidebar';
import { FaqSection } from '@/components/content/faq-section';
import { DoctorsSection } from '@/components/doctors/doctors-section';
import { TreatmentContents } from '@/components/treatments/treatment-contents';
import { TreatmentCtaIcons } from '@/components/treatments/treatment-cta-icons';
import { TreatmentInfo } from '@/components/treatments/treatment-info';
import { JsonLd } from '@/components/ui/json-ld';
import { getDoctorsForTreatment } from '@/lib/doctors/reads';
import { getBranches, getSiteSettings } from '@/lib/site/reads';
import { getTreatmentPage } from '@/lib/departments/treatment-reads';
import { contentRecordMetadata, notFoundMetadata } from '@/lib/seo/content-metadata';
import { medicalWebPageJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { treatmentKind } from '@/lib/departments/treatment-kind';
import { CUT_OFFS } from '@/lib/text';

type Props = { params: Promise<{ tname: string }> };

// Rendered on first request, then served from the cache (ISR) until revalidated.
export const revalidate = 3600;
export function generateStaticParams(): { tname: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const treatment = await getTreatmentPage((await params).tname);
  if (!treatment) return notFoundMetadata();
  return contentRecordMetadata(treatment, `/treatment/${treatment.slug}`);
}

/** /treatment/{tname}: header, doctors, banner and facts, content blocks, FAQ; callback form aside. */
export default async function TreatmentPage({ params }: Props) {
  const { tname } = await params;
  const treatment = await getTreatmentPage(tname);
  if (!treatment) notFound();
  const [doctors, branches, site] = await Promise.all([
    getDoctorsForTreatment(treatment.slug),
    getBranches(),
    getSiteSettings(),
  ]);
  const path = `/treatment/${treatment.slug}`;

  return (
    <>
      <JsonLd
        data={medicalWebPageJsonLd({
          name: treatment.name,
          url: absoluteUrl(path),
          description: treatment.metaDescription || treatment.description,
          kind: treatmentKind(treatment.info?.surgeryName),
          howPerformed: treatment.info?.surgeryName,
        })}
      />
      <ContentHero
        eyebrow={`${treatment.departmentName} Treatment`}
        title={treatment.name}
        description={treatment.description}
        limit={CUT_OFFS.treatmentHeader}
        moreLabel="Read More"
        lessLabel="Show Less"
        image={treatment.image}
        imageAlt={`${treatment.name} at Saithunga`}
        callNumber={site.phone}
        formId={CALLBACK_FORM_ID}
        breadcrumbs={[
          { name: 'Home', href: '/' },
          { name: treatment.departmentName, href: `/department/${treatment.departmentSlug}` },
          { name: treatment.name, href: path },
        ]}
      >
        <TreatmentCtaIcons icons={treatment.ctaIcons} />
      </ContentHero>
      <ContentWithSidebar
        pageName={treatment.name}
        variant="treatment"
        locations={branches.map((b) => b.name)}
      >
        {/* The sections hydrate after the hero and the form, each in time slices of its own, or
            at once when tapped (docs/decisions/hydration-boundaries.md). */}
        <Activity>
          <DoctorsSection
            id="treatment-doctors"
            title={`Best Doctor's for ${treatment.name}`}
            emptyText="No doctors available"
            doctors={doctors}
          />
        </Activity>
        <Activity>
          <TreatmentInfo
            name={treatment.name}
            banner={treatment.bannerImages[0]}
            info={treatment.info}
          />
          <TreatmentContents contents={treatment.contents} />
        </Activity>
        <Activity>
          <FaqSection
            id="treatment-faq"
            title={`FAQs about ${treatment.name}`}
            faqs={treatment.faqs}
            showAllLabel="View All"
            showLessLabel="View Less"
          />
        </Activity>
      </ContentWithSidebar>
    </>
  );
}
