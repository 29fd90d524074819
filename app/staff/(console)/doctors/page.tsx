import type { Metadata } from 'next';
import { RecordList, YesNoBadge } from '@/components/staff/record-list';
import { getDb } from '@/lib/db';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { requireSearch, type ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Doctors' };

export default async function DoctorsPage({ searchParams }: ListPageProps) {
  const q = await requireSearch('content', searchParams);
  const rows = await listDoctorsForStaff(await getDb(), q);
  return (
    <RecordList
      title="Doctors"
      path="/staff/doctors"
      addLabel="Add a doctor"
      search={{ label: 'Search doctor name', q, noun: 'doctor' }}
      rows={rows}
      columns={[
        { heading: 'Doctor', link: (row) => row.name },
        { heading: 'Department', cell: (row) => row.departmentName },
        {
          heading: 'On the site',
          cell: (row) => <YesNoBadge on={row.verified} yes="Shown" no="Hidden" />,
        },
      ]}
    />
  );
}
