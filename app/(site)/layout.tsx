import { SiteChrome } from '@/components/layout/site-chrome';

/** Every public page: the site's header, footer and floating contact buttons around it. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
