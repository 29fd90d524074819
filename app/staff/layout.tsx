import type { Metadata } from 'next';
import { Toaster } from '@/components/layout/toaster';

/** The staff console: never indexed, never cached (every page reads the session). */
export const metadata: Metadata = {
  title: { default: 'Staff console', template: '%s | Staff console' },
  robots: { index: false, follow: false, nocache: true },
};

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
