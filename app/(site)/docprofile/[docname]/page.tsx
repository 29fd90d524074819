import type { Metadata } from 'next';
import { Activity } from 'react';
import { notFound } from 'next/navigation';
import { ProfileBookingPanel } from '@/components/doctors/profile/profile-booking';
import { ProfileDetails } from '@/components/doctors/profile/profile-details';
import { ProfileHero } from '@/components/doctors/profile/profile-hero';
import { ProfileSidePanel } from '@/components/doctors/profile/profile-side-panel';
import styles from '@/components/doctors/profile/profile.module.css';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { getPickerSnapshot } from '@/lib/booking/picker-schedule';
import { tabsPerView } from '@/lib/booking/slots';
import { getDb } from '@/lib/db';
import { getDoctorProfile } from '@/lib/doctors/reads';
import { getSiteSettings } from '@/lib/site/reads';
import { doctorTitleName } from '@/lib/doctors/format';
import { paiseToRupees } from '@/lib/money';
import { buildMetadata, absoluteUrl } from '@/lib/seo/metadata';
import { physicianJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata } from '@/lib/seo/content-metadata';

type Props = { params: Promise<{ docname: string }> };

// Rendered on first request, then served from the cache (ISR) for five minutes at most: its
// slot picker is drawn with the days of that moment (docs/decisions/slot-picker-in-the-page.md).
export const revalidate = 300;
export function generateStaticParams(): { docname: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = await getDoctorProfile((await params).docname);
  if (!doctor) return notFoundMetadata();
  const name = doctorTitleName(doctor.name);
  const speciality = doctor.specialities[0] ?? doctor.departmentName;
  return buildMetadata({
    title: `${name}, ${speciality} in ${doctor.region}, Bangalore`,
    description: `${name} (${speciality}) has ${doctor.experienceYears} years of experience and consults at Saithunga Multi-Speciality Hospital, ${doctor.branchName}. See qualifications, fees and book an appointment online.`,
    keywords: [doctor.name, ...doctor.specialities, `${doctor.departmentName} doctor in Bangalore`],
    path: `/docprofile/${doctor.slug}`,
    image: doctor.image,
  });
}

/** /docprofile/{docname}: the doctor's profile with booking, Physician and breadcrumb JSON-LD. */
export default async function DoctorProfilePage({ params }: Props) {
  const doctor = await getDoctorProfile((await params).docname);
  if (!doctor) notFound();
  const site = await getSiteSettings();
  // The tabs in view on a wide screen; the picker fetches the rest as it hydrates.
  const snapshot = await getPickerSnapshot(await getDb(), doctor.id, tabsPerView(Infinity));
  const name = doctorTitleName(doctor.name);
  const path = `/docprofile/${doctor.slug}`;

  return (
    <div className={styles.page}>
      <JsonLd
        data={physicianJsonLd({
          name,
          url: absoluteUrl(path),
          image: absoluteUrl(doctor.image),
          specialities: doctor.specialities,
          telephone: doctor.phone,
          priceRupees: paiseToRupees(doctor.pricePaise),
          region: doctor.region,
          hospitalName: site.hospitalName,
        })}
      />
      <div className="container">
        <Breadcrumbs
          items={[
            { name: 'Home', href: '/' },
            { name: 'Our Doctors', href: '/doctors' },
            { name, href: path },
          ]}
          jsonLd
        />
        <div className={`split ${styles.layout}`}>
          <div className={styles.main}>
            <ProfileHero doctor={doctor} displayName={name} />
            <ProfileBookingPanel doctorId={doctor.id} doctorName={name} snapshot={snapshot} />
            {/* Under the slot picker: hydrates after the page, in time slices of its own, or
                  at once when tapped (docs/decisions/hydration-boundaries.md). */}
            <Activity>
              <ProfileDetails doctor={doctor} displayName={name} />
            </Activity>
          </div>
          <ProfileSidePanel doctor={doctor} displayName={name} />
        </div>
      </div>
    </div>
  );
}
