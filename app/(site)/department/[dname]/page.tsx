import type { Metadata } from 'next';
import { Activity } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import { notFound } from 'next/navigation';
import { ContentHero } from '@/components/content/content-hero';
import sectionStyles from '@/components/content/content-section.module.css';
import { CALLBACK_FORM_ID, ContentWithSidebar } from '@/components/content/content-with-sidebar';
import { FaqSection } from '@/components/content/faq-section';
import { DepartmentContent } from '@/components/departments/department-content';
import styles from '@/components/departments/department.module.css';
import { GetInTouch } from '@/components/departments/get-in-touch';
import { RememberDepartment } from '@/components/departments/remember-department';
import { SpecialitiesGrid } from '@/components/departments/specialities-grid';
import { DoctorsSection } from '@/components/doctors/doctors-section';
import { getDepartmentPage } from '@/lib/departments/reads';
import { getDoctorsForDepartment } from '@/lib/doctors/reads';
import { getBranches, getSiteSettings } from '@/lib/site/reads';
import { contentRecordMetadata, notFoundMetadata } from '@/lib/seo/content-metadata';
import { CUT_OFFS } from '@/lib/text';

type Props = { params: Promise<{ dname: string }> };

// Rendered on first request, then served from the cache (ISR) until revalidated.
export const revalidate = 3600;
export function generateStaticParams(): { dname: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const department = await getDepartmentPage((await params).dname);
  if (!department) return notFoundMetadata();
  return contentRecordMetadata(department, `/department/${department.slug}`);
}

/** /department/{dname}: the seven sections in the spec's order, the callback form beside them. */
export default async function DepartmentPage({ params }: Props) {
  const { dname } = await params;
  const department = await getDepartmentPage(dname);
  if (!department) notFound();
  const [doctors, branches, site] = await Promise.all([
    getDoctorsForDepartment(department.slug),
    getBranches(),
    getSiteSettings(),
  ]);
  const branchNames = branches.map((b) => b.name);

  return (
    <>
      <RememberDepartment name={department.name} />
      <ContentHero
        eyebrow={`${department.name} Department`}
        title={`Specialized center for ${department.name}`}
        description={department.description}
        limit={CUT_OFFS.departmentHeader}
        image={department.image}
        imageAlt={`${department.name} department at Saithunga`}
        callNumber={site.phone}
        formId={CALLBACK_FORM_ID}
        breadcrumbs={[
          { name: 'Home', href: '/' },
          { name: department.name, href: `/department/${department.slug}` },
        ]}
      />
      <ContentWithSidebar pageName={department.name} variant="department" locations={branchNames}>
        <DepartmentContent department={department} />
        {/* Sections under the first screen hydrate after the page, each in time slices of its
            own, or at once when tapped (docs/decisions/hydration-boundaries.md). */}
        <Activity>
          <SpecialitiesGrid
            specialities={department.specialities}
            departmentName={department.name}
          />
        </Activity>
        <Activity>
          <DoctorsSection
            id="department-doctors"
            title={`Best Doctors For ${department.name}`}
            emptyText="No Doctors available"
            doctors={doctors}
          />
        </Activity>
        <Activity>
          <FaqSection
            id="department-faq"
            title="Frequently Asked Questions"
            faqs={department.faqs}
          />
        </Activity>
        {department.followUpImage ? (
          <figure className={`${sectionStyles.section} ${styles.followUp}`}>
            <SiteImage
              src={department.followUpImage}
              alt={`The ${department.name} follow-up procedure at Saithunga, step by step`}
              width={880}
              height={360}
            />
            <figcaption>Your follow-up care after treatment, step by step.</figcaption>
          </figure>
        ) : null}
        <GetInTouch branches={branchNames} callNumber={site.phone} formId={CALLBACK_FORM_ID} />
      </ContentWithSidebar>
    </>
  );
}
