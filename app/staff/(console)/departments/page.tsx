import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { AddLink, ListTable } from '@/components/staff/list-parts';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Departments' };

export default async function DepartmentsPage() {
  await requireStaff('content');
  const rows = await listDepartmentsForStaff(await getDb());
  return (
    <>
      <h1 className={styles.title}>Departments</h1>
      <AddLink href="/staff/departments/new" label="Add a department" />
      <ListTable
        label="Departments"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            heading: 'Department',
            cell: (row) => <Link href={`/staff/departments/${row.id}`}>{row.name}</Link>,
          },
          { heading: 'Public page', cell: (row) => `/department/${row.slug}` },
        ]}
      />
    </>
  );
}
