import type { Metadata } from 'next';
import { Activity } from 'react';
import { DoctorListCard } from '@/components/doctors/doctor-list-card';
import { doctorListItem } from '@/components/doctors/list-card-data';
import { DoctorsHero } from '@/components/doctors/doctors-hero';
import { DoctorSearchForm } from '@/components/doctors/doctor-search-form';
import { DoctorResults, DoctorSearchProvider } from '@/components/doctors/doctor-search-state';
import { NoDoctorsFound } from '@/components/doctors/no-doctors-found';
import { DeferredConsultationForm } from '@/components/forms/lazy-forms';
import { Pager } from '@/components/ui/pager';
import { getDoctorCards, getDoctorIntro, getRegionNames } from '@/lib/doctors/reads';
import { getSeoTag } from '@/lib/site/seo-reads';
import { getBranches } from '@/lib/site/reads';
import {
  cityOptions,
  doctorsHref,
  doctorsPage,
  filterDoctors,
  parseDoctorFilters,
  parseDoctorPage,
} from '@/lib/doctors/filter';
import { storedTitleMetadata } from '@/lib/seo/content-metadata';
import styles from './page.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FALLBACK_META = {
  title: 'Best Doctors in Bangalore | Saithunga Multi-Speciality Hospital',
  description:
    'Find experienced specialists at Saithunga Multi-Speciality Hospital, Bangalore: search by disease, doctor name or location and book a consultation online.',
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [tag, params, doctors] = await Promise.all([
    getSeoTag('Doctors'),
    searchParams,
    getDoctorCards(),
  ]);
  const filters = parseDoctorFilters(params);
  // Search engines index the full list, each of its pages at its own address; a filtered view
  // is that list narrowed, so its canonical address is the list's first page.
  const page = filters.city || filters.q ? 1 : doctorsPage(doctors, parseDoctorPage(params)).page;
  const title = tag?.metaTitle || FALLBACK_META.title;
  const description = tag?.metaDescription || FALLBACK_META.description;
  return storedTitleMetadata({
    // Each page its own title and description, as each is its own address in the index.
    title: page > 1 ? `${title} | Page ${page}` : title,
    description: page > 1 ? `Page ${page}. ${description}` : description,
    keywords: tag?.metaTags,
    path: doctorsHref({ city: '', q: '' }, page),
  });
}

/**
 * /doctors: filters and the page come from the URL, so the first HTML already lists the matching
 * doctors, a page of them at a time.
 */
export default async function DoctorsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filters = parseDoctorFilters(params);
  const [doctors, branches, regions, intro] = await Promise.all([
    getDoctorCards(),
    getBranches(),
    getRegionNames(),
    getDoctorIntro(),
  ]);
  const results = filterDoctors(doctors, filters);
  const shown = doctorsPage(results, parseDoctorPage(params));
  const cities = cityOptions(
    branches.map((b) => b.name),
    regions,
  );

  return (
    <DoctorSearchProvider>
      <DoctorsHero intro={intro} />
      <div className={`container ${styles.searchWrap}`}>
        <DoctorSearchForm cities={cities} filters={filters} />
      </div>
      <section
        className={`container section split ${styles.layout}`}
        aria-labelledby="doctor-results-title"
      >
        <h2 id="doctor-results-title" className="visually-hidden">
          Doctors
        </h2>
        <DoctorResults countLine={`${results.length} doctors available in Bangalore`}>
          {results.length === 0 ? (
            <NoDoctorsFound />
          ) : (
            <ul role="list" className={styles.list} data-testid="doctor-list">
              {shown.items.map((doctor, i) => (
                <li key={doctor.id}>
                  {/* Each card hydrates after the page, in its own time slice, or at once when
                      tapped (docs/decisions/hydration-boundaries.md). */}
                  <Activity>
                    <DoctorListCard
                      doctor={doctorListItem(doctor)}
                      {...(i < 2 && { priority: true })}
                    />
                  </Activity>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={shown.page}
            pageCount={shown.pageCount}
            href={(page) => doctorsHref(filters, page)}
          />
        </DoctorResults>
        <aside className={styles.aside} aria-labelledby="consultation-title">
          <div className={styles.asideCard}>
            <h2 id="consultation-title" className={styles.asideTitle}>
              Not sure whom to see?
            </h2>
            <p className={styles.asideText}>
              Tell us what is troubling you and our patient care team will suggest the right
              specialist.
            </p>
            <DeferredConsultationForm />
          </div>
        </aside>
      </section>
    </DoctorSearchProvider>
  );
}
