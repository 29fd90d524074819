import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { listTreatmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import { AddLink, ListTable, SearchForm } from '@/components/staff/list-parts';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Treatments' };

export default async function TreatmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listTreatmentsForStaff(await getDb(), q);
  return (
    <>
      <h1 className={styles.title}>Treatments</h1>
      <AddLink href="/staff/treatments/new" label="Add a treatment" />
      <SearchForm action="/staff/treatments" label="Search treatment or department" q={q} />
      {rows.length === 0 ? (
        <p className={styles.empty}>No treatment matches “{q}”.</p>
      ) : (
        <ListTable
          label="Treatments"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              heading: 'Treatment',
              cell: (row) => <Link href={`/staff/treatments/${row.id}`}>{row.name}</Link>,
            },
            { heading: 'Department', cell: (row) => row.departmentName },
            { heading: 'Public page', cell: (row) => `/treatment/${row.slug}` },
          ]}
        />
      )}
    </>
  );
}
