import type { Metadata } from 'next';
import { PRIVACY_SECTIONS, PrivacyContent } from '@/components/static/privacy-content';
import { StaticPage } from '@/components/static/static-page';
import { getContactSettings } from '@/lib/site/reads';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

export const metadata: Metadata = buildMetadata({
  title: 'Privacy Policy',
  description:
    'How Saithunga Multi-Speciality Hospital collects, uses, keeps, shares and erases the personal data you give us through callback, contact, booking, payment, pharmacy and job forms.',
  path: '/privacy',
});

export default async function PrivacyPage() {
  const contact = await getContactSettings();
  return (
    <StaticPage
      title="Privacy Policy"
      path="/privacy"
      eyebrow="Your data, your rights"
      lead="What we collect through this website, why, how long we keep it and how to have it erased."
      meta="Last updated: 1 June 2024"
      aside={
        <nav aria-labelledby="privacy-contents">
          <h2 id="privacy-contents">On this page</h2>
          <ol>
            {PRIVACY_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      }
    >
      <PrivacyContent email={contact.email} phone={contact.appointmentCall} />
    </StaticPage>
  );
}
