import type { Metadata } from 'next';
import { Activity } from 'react';
import { Advertisement } from '@/components/home/advertisement';
import { getLabItem } from '@/lib/lab/reads';
import { slugify } from '@/lib/slug';
import { ChooseUs } from '@/components/home/choose-us';
import { DepartmentsSection } from '@/components/home/departments-section';
import { DoctorsSection } from '@/components/home/doctors-section';
import { Hero } from '@/components/home/hero';
import { HomeFaq } from '@/components/home/home-faq';
import { LatestBlogs } from '@/components/home/latest-blogs';
import { StatsSection } from '@/components/home/stats-section';
import { Testimonials } from '@/components/home/testimonials';
import { VideoTestimonials } from '@/components/home/video-testimonials';
import { JsonLd } from '@/components/ui/json-ld';
import {
  getAdvertisement,
  getAnalytics,
  getChooseUs,
  getHomeBanners,
  getHomeDoctors,
  getHomeFaqs,
  getLatestBlogs,
  getShowcaseDepartments,
  getVideoTestimonials,
} from '@/lib/site/home-reads';
import { getHospitalJsonLd, seoTagMetadata } from '@/lib/site/seo-reads';
import { getContactSettings, getSiteSettings } from '@/lib/site/reads';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return seoTagMetadata('Home', '/', {
    title: 'Saithunga Multi-Speciality Hospital, Bangalore',
    description:
      'Specialist departments, experienced doctors, online appointment booking, 24/7 emergency care and an online pharmacy in Bangalore.',
    image: '/images/logo.svg',
  });
}

/** Pictures of the 'Choose us' section (drawn by the seed's image generator). */
const CHOOSE_US_BACKGROUND = '/images/site/header-hospital.webp';
const CHOOSE_US_SIDE = '/images/site/header-care.webp';

export default async function HomePage() {
  const [
    site,
    contact,
    banners,
    doctors,
    departments,
    videos,
    ad,
    faqs,
    blogs,
    chooseUs,
    analytics,
    hospital,
  ] = await Promise.all([
    getSiteSettings(),
    getContactSettings(),
    getHomeBanners(),
    getHomeDoctors(),
    getShowcaseDepartments(),
    getVideoTestimonials(),
    getAdvertisement(),
    getHomeFaqs(),
    getLatestBlogs(),
    getChooseUs(),
    getAnalytics(),
    getHospitalJsonLd(),
  ]);

  // The health check-up advert books its package when the lab catalogue has one of that name.
  const adPackage = ad ? await getLabItem(slugify(ad.title)) : null;

  return (
    <>
      <JsonLd data={hospital} />
      <Hero
        banners={banners}
        hospitalName={site.hospitalName}
        emergencyCall={contact.emergencyCall}
      />
      {/* The sections under the banner hydrate after it, each in time slices of its own, or at
          once when tapped (docs/decisions/hydration-boundaries.md). */}
      {[
        <DoctorsSection key="doctors" doctors={doctors} />,
        <DepartmentsSection key="departments" departments={departments} />,
        <VideoTestimonials key="videos" videos={videos} />,
        <Advertisement
          key="ad"
          ad={ad}
          packageHref={adPackage ? `/lab-tests/${adPackage.slug}` : undefined}
        />,
        <Testimonials key="testimonials" />,
        <HomeFaq key="faq" faqs={faqs} />,
        <LatestBlogs key="blogs" blogs={blogs} />,
        <ChooseUs
          key="choose-us"
          data={chooseUs}
          background={CHOOSE_US_BACKGROUND}
          sideImage={CHOOSE_US_SIDE}
        />,
        <StatsSection key="stats" items={analytics} />,
      ].map((section) => (
        <Activity key={section.key}>{section}</Activity>
      ))}
    </>
  );
}
