import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { TermsContent } from '@/components/static/terms-content';
import { getContactSettings } from '@/lib/site/reads';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

export const metadata: Metadata = buildMetadata({
  title: 'Terms & Conditions',
  description:
    'Terms of use of the Saithunga Multi-Speciality Hospital website: appointments, payments, refunds, pharmacy orders and use of our content.',
  path: '/terms',
});

export default async function TermsPage() {
  const contact = await getContactSettings();
  return (
    <StaticPage
      title="Terms & Conditions"
      path="/terms"
      eyebrow="Using this website"
      lead="The rules for booking appointments, paying online, ordering medicines and using our content."
      meta="Last updated: 1 June 2024"
    >
      <TermsContent email={contact.email} emergency={contact.emergencyCall} />
    </StaticPage>
  );
}
