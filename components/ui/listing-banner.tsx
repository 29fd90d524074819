import type { ReactNode } from 'react';
import { BreadcrumbTrail, type BreadcrumbItem } from './breadcrumb-trail';
import styles from './listing-banner.module.css';

type Props = {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  breadcrumbs: BreadcrumbItem[];
  current: string;
  children?: ReactNode;
};

/** The purple band that opens a listing page (blog, blog category, careers): trail, h1, lead. */
export function ListingBanner({ eyebrow, title, lead, breadcrumbs, current, children }: Props) {
  return (
    <section className={`${styles.banner} on-dark`}>
      <div className={`container ${styles.inner}`}>
        <BreadcrumbTrail items={breadcrumbs} current={current} tone="dark" />
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
