import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

type Crumb = { name: string; path: string };

type Props = {
  title: string;
  lead?: ReactNode;
  /** Crumbs after Home; the last one is the current page. */
  trail: Crumb[];
  eyebrow?: string;
  children?: ReactNode;
  /** Extra room at the bottom for cards that overlap the band. */
  overlap?: boolean;
};

/** The heading band of an inner page: breadcrumbs, the page's h1 and a short lead. */
export function PageHero({ title, lead, trail, eyebrow, children, overlap = false }: Props) {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <section className={styles.hero} aria-labelledby="page-title" data-overlap={overlap}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol role="list" className={styles.crumbs}>
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={crumb.path}>
                  {last ? (
                    <span aria-current="page">{crumb.name}</span>
                  ) : (
                    <Link href={crumb.path}>{crumb.name}</Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {eyebrow ? <p className={`hero-eyebrow ${styles.eyebrow}`}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
