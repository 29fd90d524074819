import type { ReactNode } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { breadcrumbs } from '@/lib/site/seo-reads';
import styles from './static-page.module.css';

type Props = {
  title: string;
  path: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Shown under the lead, e.g. 'Last updated'. */
  meta?: ReactNode;
  children: ReactNode;
  /** A side column (contents, help box); omitted, the text takes the width. */
  aside?: ReactNode;
};

/** An inner page of text: heading band with breadcrumbs (and their JSON-LD), then prose. */
export function StaticPage({ title, path, eyebrow, lead, meta, children, aside }: Props) {
  const trail = [{ name: title, path }];
  return (
    <>
      <JsonLd data={breadcrumbs(trail)} />
      <PageHero trail={trail} title={title} eyebrow={eyebrow} lead={lead}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </PageHero>
      <div className={`section container ${styles.layout}`} data-aside={Boolean(aside)}>
        <div className={styles.prose}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </>
  );
}
