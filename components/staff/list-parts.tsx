import { Link } from '@/components/ui/link';
import styles from './staff.module.css';

// The filters moved to list-filters.tsx; the lists of other areas import them from here.
export { ListToolbar, SearchForm } from './list-filters';

/** The list's next page (keyset: the cursor is the last row shown) and a way back to the first. */
export function Pager({
  base,
  params,
  next,
  isFirst,
}: {
  base: string;
  params: Record<string, string>;
  next: string | null;
  isFirst: boolean;
}) {
  const kept = Object.entries(params).filter(([, value]) => value !== '');
  const href = (cursor?: string) => {
    const query = new URLSearchParams(kept);
    if (cursor) query.set('cursor', cursor);
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  if (isFirst && !next) return null;
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {isFirst ? null : (
        <Link href={href()} className="btn btn-outline btn-sm">
          First page
        </Link>
      )}
      {next ? (
        <Link href={href(next)} className="btn btn-outline btn-sm">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

export type BadgeTone = 'new' | 'done' | 'stopped' | 'plain';

export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  const toneClass =
    tone === 'new'
      ? styles.badgeNew
      : tone === 'done'
        ? styles.badgeDone
        : tone === 'stopped'
          ? styles.badgeStopped
          : '';
  return <span className={`${styles.badge} ${toneClass}`}>{label}</span>;
}

/** A download of the list as filtered now (the same query string), as CSV. */
export function ExportLink({ list, params }: { list: string; params: Record<string, string> }) {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const text = query.toString();
  return (
    <p className="noPrint">
      <a
        href={`/staff/export/${list}${text ? `?${text}` : ''}`}
        className="btn btn-outline btn-sm"
        download
      >
        Export CSV
      </a>
    </p>
  );
}

/**
 * The foot of a filtered list: its CSV export (`list`) and its pages, both with the filters now
 * in force (`params`).
 */
export function ListFoot({
  list,
  base,
  params,
  next,
  isFirst,
}: {
  list: string;
  base: string;
  params: Record<string, string>;
  next: string | null;
  isFirst: boolean;
}) {
  return (
    <>
      <ExportLink list={list} params={params} />
      <Pager base={base} params={params} next={next} isFirst={isFirst} />
    </>
  );
}

/** A list page's way to its 'add' page. */
export function AddLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <Link href={href} className="btn btn-primary btn-sm">
        {label}
      </Link>
    </p>
  );
}

/** One column of a staff table: its heading, and what each row shows under it. */
export type Column<Row> = { heading: string; cell: (row: Row) => React.ReactNode };

/**
 * A staff table: the columns' headings, one row per record, and an optional footer (a total). It
 * scrolls sideways on a phone, so its box is a named region that takes focus for the keyboard.
 * `label` names the table (a caption read by screen readers) and the region, unless `labelledBy`
 * gives a visible heading for both. `empty` is said instead of a table with no rows.
 */
export function ListTable<Row>({
  label,
  labelledBy,
  rows,
  rowKey,
  columns,
  footer,
  empty,
}: {
  label: string;
  labelledBy?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => React.Key;
  columns: readonly Column<Row>[];
  footer?: React.ReactNode;
  empty?: React.ReactNode;
}) {
  if (empty && rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div
      className={styles.tableWrap}
      role="region"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
      tabIndex={0}
    >
      <table className={styles.table} aria-labelledby={labelledBy}>
        {labelledBy ? null : <caption className="visually-hidden">{label}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/**
 * A ListTable under its own visible heading (`id` ties the two), with an optional paragraph
 * between them.
 */
export function HeadedTable<Row>({
  id,
  title,
  intro,
  ...table
}: Omit<React.ComponentProps<typeof ListTable<Row>>, 'label' | 'labelledBy'> & {
  id: string;
  title: string;
  intro?: React.ReactNode;
}) {
  return (
    <>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {intro}
      <ListTable label={title} labelledBy={id} {...table} />
    </>
  );
}
