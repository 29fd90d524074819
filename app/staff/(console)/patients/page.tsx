import type { Metadata } from 'next';
import { Pager } from '@/components/staff/list-parts';
import { RecordList } from '@/components/staff/record-list';
import { searchPatientAccounts } from '@/lib/accounts/staff-timeline';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';

export const metadata: Metadata = { title: 'Patient accounts' };

/**
 * Patients' accounts (issue 46) for the front desk, the pharmacist and the lab: found by phone or
 * a family member's name, each opening its timeline (whose every view is audited).
 */
export default async function PatientAccountsPage({ searchParams }: ListPageProps) {
  await requireStaff('patients');
  const params = await searchParams;
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const page = await searchPatientAccounts(await getDb(), { q, cursor });
  return (
    <RecordList
      title="Patient accounts"
      path="/staff/patients"
      search={{ label: 'Search phone or name', q, noun: 'account' }}
      label="Patient accounts, newest first"
      rows={page.rows}
      columns={[
        { heading: 'Account holder', link: (row) => row.name || 'Name not given' },
        { heading: 'Phone', cell: (row) => row.phone },
        { heading: 'E-mail', cell: (row) => row.email },
        { heading: 'Opened', cell: (row) => formatIndiaDateTime(row.createdAt) },
      ]}
    >
      <Pager base="/staff/patients" params={{ q }} next={page.next} isFirst={!cursor} />
    </RecordList>
  );
}
