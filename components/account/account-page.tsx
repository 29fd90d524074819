import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';

type Props = {
  title: string;
  path: string;
  /** The page's name in the breadcrumbs, when shorter than its title. */
  crumb?: string;
  lead?: ReactNode;
  /** The class of the page's container beside `container` (the page's column of cards). */
  className?: string;
  children: ReactNode;
};

/**
 * The frame of every account page (the timeline, profile, addresses, settings, privacy centre,
 * sign-in, the e-mailed links' landings, the notice, the erasure's landing): its heading band, whose one crumb is the page, and
 * the section its content stands in.
 */
export function AccountPage({ title, path, crumb = title, lead, className, children }: Props) {
  return (
    <>
      <PageHero title={title} trail={[{ name: crumb, path }]} lead={lead} />
      <section className="section">
        <div className={className ? `container ${className}` : 'container'}>{children}</div>
      </section>
    </>
  );
}
