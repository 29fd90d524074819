import type { Metadata } from 'next';
import { SiteNotFound } from '@/components/layout/site-chrome';

// Next adds the noindex robots tag to 404 responses itself.
export const metadata: Metadata = { title: 'Page not found' };

/** A public page's record that does not exist (notFound()): inside the site's chrome. */
export default function NotFound() {
  return <SiteNotFound />;
}
