import { Link } from '@/components/ui/link';
import styles from './pager.module.css';

type Props = { page: number; pageCount: number; href(page: number): string };

/** Previous / 'Page N of M' / Next, as links in the URL (a medicine listing, search results, doctors). */
export function Pager({ page, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {page > 1 ? <Link href={href(page - 1)}>‹ Previous</Link> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link href={href(page + 1)}>Next ›</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
