import { cache } from 'react';
import { FloatingContact } from '@/components/layout/floating-contact';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { VitalsReporter } from '@/components/vitals/vitals-reporter';
import { getContactSettings } from '@/lib/site/reads';

/**
 * The chrome's parts as one element each per request. Next renders the root not-found (header,
 * footer and the 404 screen) into the React payload of every page beside the page's own chrome;
 * React writes an element object once and refers to it after that, so the two share one copy
 * instead of sending the header, footer and 404 screen twice (about 11 kB of every page,
 * docs/performance.md).
 */
const chromeParts = cache(() => ({
  header: <SiteHeader />,
  footer: <SiteFooter />,
  notFound: <NotFoundContent />,
}));

/** The 404 screen's content, shared by the root and the (site) not-found pages. */
export function SiteNotFound() {
  return chromeParts().notFound;
}

/**
 * The public site around a page: skip link, header, main, footer, the floating contact buttons,
 * the toaster and the sampled vitals reporter. The (site) layout and the 404 page of unmatched addresses use it; the staff
 * console has its own.
 */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const contact = await getContactSettings();
  const { header, footer } = chromeParts();

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      <FloatingContact whatsapp={contact.whatsapp} emergencyCall={contact.emergencyCall} />
      <Toaster />
      <VitalsReporter />
    </>
  );
}
