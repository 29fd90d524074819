import type { Metadata } from 'next';
import { RecordList } from '@/components/staff/record-list';
import { listTreatmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireSearch, type ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Treatments' };

export default async function TreatmentsPage({ searchParams }: ListPageProps) {
  const q = await requireSearch('content', searchParams);
  const rows = await listTreatmentsForStaff(await getDb(), q);
  return (
    <RecordList
      title="Treatments"
      path="/staff/treatments"
      addLabel="Add a treatment"
      search={{ label: 'Search treatment or department', q, noun: 'treatment' }}
      rows={rows}
      columns={[
        { heading: 'Treatment', link: (row) => row.name },
        { heading: 'Department', cell: (row) => row.departmentName },
        { heading: 'Public page', cell: (row) => `/treatment/${row.slug}` },
      ]}
    />
  );
}
