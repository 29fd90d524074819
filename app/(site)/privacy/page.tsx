import type { Metadata } from 'next';
import { PRIVACY_SECTIONS, PrivacyContent } from '@/components/static/privacy-content';
import { StaticPage } from '@/components/static/static-page';
import { getContactSettings } from '@/lib/site/reads';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.privacy);

export default async function PrivacyPage() {
  const contact = await getContactSettings();
  return (
    <StaticPage
      page={INNER_PAGES.privacy}
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
