import Link from 'next/link';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import styles from './breadcrumbs.module.css';

export type BreadcrumbItem = { name: string; path: string };

/** Visible breadcrumbs and their BreadcrumbList JSON-LD, from one list so they never disagree. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.nav}>
        <ol role="list" className={styles.list}>
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={item.path} className={styles.item}>
                {last ? (
                  <span aria-current="page">{item.name}</span>
                ) : (
                  <Link href={item.path}>{item.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={breadcrumbJsonLd(
          items.map((item) => ({ name: item.name, url: absoluteUrl(item.path) })),
        )}
      />
    </>
  );
}
