import type { Metadata } from 'next';
import { SiteChrome, SiteNotFound } from '@/components/layout/site-chrome';

// Next adds the noindex robots tag to 404 responses itself.
export const metadata: Metadata = { title: 'Page not found' };

/** Unmatched addresses (status 404): outside every route group, so with the site's chrome here. */
export default function NotFound() {
  return (
    <SiteChrome>
      <SiteNotFound />
    </SiteChrome>
  );
}
