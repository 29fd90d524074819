import type { Metadata } from 'next';
import {
  CtaCarousel,
  MissionSection,
  TeamCarousel,
  ValuesSection,
} from '@/components/about/about-sections';
import { HeaderBlocks } from '@/components/about/header-blocks';
import { PageHeading } from '@/components/ui/page-heading';
import {
  getAboutCtas,
  getAboutMission,
  getAboutValues,
  getHeaderBlocks,
  getTeam,
} from '@/lib/site/about-reads';
import { seoTagMetadata } from '@/lib/site/seo-reads';

export const revalidate = 3600;

const TRAIL = [{ name: 'About Us', path: '/about' }];

export function generateMetadata(): Promise<Metadata> {
  return seoTagMetadata('About', '/about', {
    title: 'About Saithunga Multi-Speciality Hospital, Bangalore',
    description:
      'Our story, values, mission and the team behind Saithunga Multi-Speciality Hospital in Bangalore.',
  });
}

export default async function AboutPage() {
  const [blocks, ctas, valueIcons, values, mission, team] = await Promise.all([
    getHeaderBlocks(),
    getAboutCtas('CTA'),
    getAboutCtas('Values'),
    getAboutValues(),
    getAboutMission(),
    getTeam(),
  ]);

  return (
    <>
      <PageHeading
        trail={TRAIL}
        eyebrow="About Us"
        title="Caring for Bangalore with skill and compassion"
        lead="A multi-speciality hospital where experienced doctors, modern technology and attentive nursing come together around every patient."
      />
      <HeaderBlocks blocks={blocks} />
      <CtaCarousel ctas={ctas} />
      <ValuesSection values={values} icons={valueIcons} />
      <MissionSection mission={mission} />
      <TeamCarousel team={team} />
    </>
  );
}
