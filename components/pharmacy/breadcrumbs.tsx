import Link from 'next/link';
import styles from './breadcrumbs.module.css';

export type Crumb = { label: string; href?: string };

/** Home > ... > the current page (the last crumb has no link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={styles.item}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
