import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { StatusBadge } from '@/components/staff/list-parts';
import { RecordList } from '@/components/staff/record-list';
import { getDb } from '@/lib/db';
import { formatInr } from '@/lib/money';
import { listMedicinesForStaff, MEDICINE_PAGE_SIZE } from '@/lib/pharmacy/staff-medicines';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Medicines and stock' };

export default async function MedicinesPage({ searchParams }: ListPageProps) {
  await requireStaff('pharmacy_orders');
  const params = await searchParams;
  const q = searchText(params.q);
  const after = searchText(firstParam(params.after)) || undefined;
  const rows = await listMedicinesForStaff(await getDb(), q, after);
  const last = rows.length === MEDICINE_PAGE_SIZE ? rows[rows.length - 1].name : null;
  const next = last
    ? `/staff/medicines?${new URLSearchParams({ ...(q ? { q } : {}), after: last })}`
    : null;
  return (
    <RecordList
      title="Medicines and stock"
      path="/staff/medicines"
      addLabel="Add a medicine"
      search={{ label: 'Search medicine name', q, noun: 'medicine' }}
      label="Medicines, by name"
      rows={rows}
      columns={[
        { heading: 'Medicine', link: (row) => row.name },
        { heading: 'Schedule', cell: (row) => row.schedule },
        { heading: 'Price', cell: (row) => formatInr(row.pricePaise) },
        { heading: 'MRP', cell: (row) => formatInr(row.mrpPaise) },
        {
          heading: 'On hand',
          cell: (row) =>
            row.stock === 0 ? <StatusBadge label="Out of stock" tone="stopped" /> : row.stock,
        },
        { heading: 'Offered', cell: (row) => (row.available ? 'Yes' : 'No') },
      ]}
    >
      <nav aria-label="Pages" className={styles.pager}>
        {after ? (
          <Link
            href={q ? `/staff/medicines?q=${encodeURIComponent(q)}` : '/staff/medicines'}
            className="btn btn-outline btn-sm"
          >
            First page
          </Link>
        ) : null}
        {next ? (
          <Link href={next} className="btn btn-outline btn-sm">
            Next page
          </Link>
        ) : null}
      </nav>
    </RecordList>
  );
}
