import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { TermsContent } from '@/components/static/terms-content';
import { getContactSettings } from '@/lib/site/reads';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.terms);

export default async function TermsPage() {
  const contact = await getContactSettings();
  return (
    <StaticPage page={INNER_PAGES.terms}>
      <TermsContent email={contact.email} emergency={contact.emergencyCall} />
    </StaticPage>
  );
}
