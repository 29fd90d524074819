import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaffTimeline } from '@/components/staff/patient-timeline';
import { Link } from '@/components/ui/link';
import { viewPatientAccount } from '@/lib/accounts/staff-timeline';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import type { RecordPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Patient account' };

/**
 * One patient's account and its timeline (issue 46), by family member; the opening is written to
 * the audit log before anything is shown. Each record links to its own console page where the
 * role may open it.
 */
export default async function PatientAccountPage({ params }: RecordPageProps) {
  const staff = await requireStaff('patients');
  const id = parseId((await params).id);
  const view = id ? await viewPatientAccount(await getDb(), staff.id, id) : null;
  if (!view) notFound();
  const { account, groups } = view;
  return (
    <>
      <Link href="/staff/patients" className={styles.back}>
        ← Patient accounts
      </Link>
      <h1 className={styles.title}>{account.name || 'Name not given'}</h1>
      <p>
        {account.phone}
        {account.email ? ` · ${account.email}` : ''} · account opened{' '}
        {formatIndiaDateTime(account.createdAt)}
      </p>
      <StaffTimeline groups={groups} role={staff.role} />
    </>
  );
}
