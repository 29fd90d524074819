import type { Metadata, Viewport } from 'next';
// First, so that component CSS Modules come after the shared tokens and primitives.
import './globals.css';
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

/**
 * The document itself; the public site's chrome is in app/(site)/layout.tsx, the console's in
 * app/staff. `data-scroll-behavior="smooth"` tells Next that globals.css scrolls smoothly, so it
 * jumps to the top of a new page instead: smoothly, its move to the top had not started when it
 * measured the page, and it then scrolled the page's content to the top, the header out of view
 * (117 px down after a redirect).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" data-scroll-behavior="smooth">
      <body>{children}</body>
    </html>
  );
}
