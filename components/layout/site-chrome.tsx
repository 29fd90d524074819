import { FloatingContact } from '@/components/layout/floating-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { getContactSettings } from '@/lib/site/reads';

/**
 * The public site around a page: skip link, header, main, footer, the floating contact buttons
 * and the toaster. The (site) layout and the 404 page of unmatched addresses use it; the staff
 * console has its own.
 */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const contact = await getContactSettings();

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingContact whatsapp={contact.whatsapp} emergencyCall={contact.emergencyCall} />
      <Toaster />
    </>
  );
}
