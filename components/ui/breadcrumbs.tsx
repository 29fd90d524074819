import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import styles from './breadcrumbs.module.css';

/** One step of the trail. The last is the current page: shown, not linked. */
export type BreadcrumbItem = { name: string; href: string };

type Props = {
  items: BreadcrumbItem[];
  /** On a dark band the colours invert. */
  tone?: 'light' | 'dark';
  /**
   * Also the BreadcrumbList JSON-LD of the same items, so the two never disagree. Off where the
   * page puts the trail in JSON-LD of its own (with its other structured data).
   */
  jsonLd?: boolean;
};

/** Home › … › the current page: the site's one breadcrumb trail. */
export function Breadcrumbs({ items, tone = 'light', jsonLd = false }: Props) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.nav} data-tone={tone}>
        <ol role="list" className={styles.list}>
          {items.map((item, i) =>
            i === items.length - 1 ? (
              <li key={item.href} className={styles.item}>
                <span aria-current="page" className={styles.current}>
                  {item.name}
                </span>
              </li>
            ) : (
              <li key={item.href} className={styles.item}>
                <Link href={item.href} className={styles.link}>
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      {jsonLd ? (
        <JsonLd
          data={breadcrumbJsonLd(
            items.map((item) => ({ name: item.name, url: absoluteUrl(item.href) })),
          )}
        />
      ) : null}
    </>
  );
}
