import { Link } from '@/components/ui/link';
import { SearchForm } from './list-filters';
import { AddLink, ListTable, StatusBadge, type Column } from './list-parts';
import styles from './staff.module.css';

/** A column of a RecordList: a plain one, or one whose text links to the row's page (`link`). */
export type RecordColumn<Row> =
  Column<Row> | { heading: string; link: (row: Row) => React.ReactNode };

/**
 * A console list of the records editors keep (doctors, treatments, posts, medicines): its title,
 * the way to add one (`path`/new, when there is an `addLabel`) and to each record (`path`/id), an
 * optional search box, then
 * the table (named `label`, else the title), or that no `search.noun` matches. `children` follow
 * the table (a pager).
 */
export function RecordList<Row extends { id: number }>({
  title,
  path,
  addLabel,
  search,
  label = title,
  rows,
  columns,
  children,
}: {
  title: string;
  path: string;
  addLabel?: string;
  search?: { label: string; q: string; noun: string };
  label?: string;
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
  children?: React.ReactNode;
}) {
  const cells = columns.map((column): Column<Row> =>
    'link' in column
      ? {
          heading: column.heading,
          cell: (row) => <Link href={`${path}/${row.id}`}>{column.link(row)}</Link>,
        }
      : column,
  );
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {addLabel ? <AddLink href={`${path}/new`} label={addLabel} /> : null}
      {search ? <SearchForm action={path} label={search.label} q={search.q} /> : null}
      {rows.length === 0 && search ? (
        <p className={styles.empty}>
          No {search.noun} matches “{search.q}”.
        </p>
      ) : (
        <ListTable label={label} rows={rows} rowKey={(row) => row.id} columns={cells} />
      )}
      {children}
    </>
  );
}

/** A yes-or-no state as a badge: `yes` in the done tone, `no` in the stopped tone. */
export function YesNoBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return on ? <StatusBadge label={yes} tone="done" /> : <StatusBadge label={no} tone="stopped" />;
}
