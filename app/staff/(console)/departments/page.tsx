import type { Metadata } from 'next';
import { RecordList } from '@/components/staff/record-list';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';

export const metadata: Metadata = { title: 'Departments' };

export default async function DepartmentsPage() {
  await requireStaff('content');
  const rows = await listDepartmentsForStaff(await getDb());
  return (
    <RecordList
      title="Departments"
      path="/staff/departments"
      addLabel="Add a department"
      rows={rows}
      columns={[
        { heading: 'Department', link: (row) => row.name },
        { heading: 'Public page', cell: (row) => `/department/${row.slug}` },
      ]}
    />
  );
}
