import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { innerPageHero, type InnerPage } from '@/lib/site/inner-pages';
import styles from './static-page.module.css';

type Props = {
  page: InnerPage;
  /** The lead, where it needs markup; otherwise the page's own. */
  lead?: ReactNode;
  children: ReactNode;
  /** A side column (contents, help box); omitted, the text takes the width. */
  aside?: ReactNode;
};

/** An inner page of text: heading band with breadcrumbs (and their JSON-LD), then prose. */
export function StaticPage({ page, lead = page.lead, children, aside }: Props) {
  return (
    <>
      <PageHeading {...innerPageHero(page)} lead={lead}>
        {page.updated ? <p className={styles.meta}>{page.updated}</p> : null}
      </PageHeading>
      <div className={`section container ${styles.layout}`} data-aside={Boolean(aside)}>
        <div className={styles.prose}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </>
  );
}
