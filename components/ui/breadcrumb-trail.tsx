import Link from 'next/link';
import styles from './breadcrumb-trail.module.css';

export type BreadcrumbItem = { name: string; href: string };

type Props = {
  /** Ancestors, each linked; the current page comes last and is not a link. */
  items: BreadcrumbItem[];
  current: string;
  /** On a dark band the colours invert. */
  tone?: 'light' | 'dark';
};

/** Visible breadcrumbs; pages add the matching BreadcrumbList JSON-LD themselves. */
export function BreadcrumbTrail({ items, current, tone = 'light' }: Props) {
  return (
    <nav aria-label="Breadcrumb" className={styles.trail} data-tone={tone}>
      <ol role="list" className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.name}
            </Link>
            <span className={styles.separator} aria-hidden="true">
              /
            </span>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
