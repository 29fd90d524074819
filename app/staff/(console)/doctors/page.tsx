import type { Metadata } from 'next';
import { RecordList, YesNoBadge } from '@/components/staff/record-list';
import { getDb } from '@/lib/db';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Doctors' };

export default async function DoctorsPage({ searchParams }: ListPageProps) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listDoctorsForStaff(await getDb(), q);
  return (
    <RecordList
      title="Doctors"
      path="/staff/doctors"
      addLabel="Add a doctor"
      search={{ label: 'Search doctor name', q }}
      empty={`No doctor matches “${q}”.`}
      label="Doctors"
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
