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

/** The document itself; the public site's chrome is in app/(site)/layout.tsx, the console's in app/staff. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  );
}
