import type { ComponentProps } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { breadcrumbs } from '@/lib/site/seo-reads';

/** An inner page's heading band, with its breadcrumb trail also given to search engines. */
export function PageHeading(props: ComponentProps<typeof PageHero>) {
  return (
    <>
      <JsonLd data={breadcrumbs(props.trail)} />
      <PageHero {...props} />
    </>
  );
}
