import type { Metadata, Viewport } from 'next';
// First, so that component CSS Modules come after the shared tokens and primitives.
import './globals.css';
import { FloatingContact } from '@/components/layout/floating-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/layout/toaster';
import { getContactSettings } from '@/lib/site/reads';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: {
    default: 'Saithunga Multi-Speciality Hospital, Bangalore',
    template: '%s | Saithunga Hospital',
  },
  description:
    'Saithunga Multi-Speciality Hospital, Bangalore: specialist departments, experienced doctors, online appointment booking, 24/7 emergency care and an online pharmacy.',
  applicationName: 'Saithunga Hospital',
  formatDetection: { telephone: false },
  openGraph: {
    type: 'website',
    locale: 'en_IN',
    siteName: 'Saithunga Multi-Speciality Hospital',
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#5b21b6',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const contact = await getContactSettings();

  return (
    <html lang="en-IN">
      <body>
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
      </body>
    </html>
  );
}
