import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AddLink, ListTable, SearchForm, StatusBadge } from '@/components/staff/list-parts';
import { getDb } from '@/lib/db';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Doctors' };

export default async function DoctorsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listDoctorsForStaff(await getDb(), q);
  return (
    <>
      <h1 className={styles.title}>Doctors</h1>
      <AddLink href="/staff/doctors/new" label="Add a doctor" />
      <SearchForm action="/staff/doctors" label="Search doctor name" q={q} />
      {rows.length === 0 ? (
        <p className={styles.empty}>No doctor matches “{q}”.</p>
      ) : (
        <ListTable
          label="Doctors"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              heading: 'Doctor',
              cell: (row) => <Link href={`/staff/doctors/${row.id}`}>{row.name}</Link>,
            },
            { heading: 'Department', cell: (row) => row.departmentName },
            {
              heading: 'On the site',
              cell: (row) =>
                row.verified ? (
                  <StatusBadge label="Shown" tone="done" />
                ) : (
                  <StatusBadge label="Hidden" tone="stopped" />
                ),
            },
          ]}
        />
      )}
    </>
  );
}
