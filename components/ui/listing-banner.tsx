import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import styles from './listing-banner.module.css';

type Props = {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Home to this page; the page puts them in its own JSON-LD. */
  breadcrumbs: BreadcrumbItem[];
  children?: ReactNode;
};

/** The purple band that opens a listing page (blog, blog category, careers): trail, h1, lead. */
export function ListingBanner({ eyebrow, title, lead, breadcrumbs, children }: Props) {
  return (
    <section className={`${styles.banner} on-dark`}>
      <div className={`container ${styles.inner}`}>
        <Breadcrumbs items={breadcrumbs} tone="dark" />
        <p className={`hero-eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
