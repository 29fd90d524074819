import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { StaticPage } from '@/components/static/static-page';
import { mailtoHref } from '@/components/ui/contact-links';
import { getContactSettings } from '@/lib/site/reads';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.partner);

const PARTNERS = [
  {
    title: 'Insurers and third-party administrators',
    text: 'Cashless empanelment, pre-authorisation within hours and a dedicated claims desk.',
  },
  {
    title: 'Companies',
    text: 'Annual health check-ups, on-site camps, employee helplines and priority appointments for your teams.',
  },
  {
    title: 'Doctors and clinics',
    text: 'Refer patients for specialist care, diagnostics or surgery and receive a full report back.',
  },
  {
    title: 'Suppliers and technology partners',
    text: 'Medical equipment, consumables and digital health services that meet our quality standards.',
  },
] as const;

export default async function PartnerPage() {
  const contact = await getContactSettings();
  return (
    <StaticPage page={INNER_PAGES.partner}>
      <h2>Who we work with</h2>
      <ul>
        {PARTNERS.map((p) => (
          <li key={p.title}>
            <strong>{p.title}.</strong> {p.text}
          </li>
        ))}
      </ul>
      <h2>Start a conversation</h2>
      <p>
        Write to our partnerships team at <a href={mailtoHref(contact.email)}>{contact.email}</a>{' '}
        with your organisation&rsquo;s name and what you have in mind, or send us a message from the{' '}
        <Link href="/contactus">contact page</Link>. We reply within two working days.
      </p>
    </StaticPage>
  );
}
