import type { Metadata } from 'next';
import { PrivacyRequestDetail } from '@/components/staff/privacy-request-pages';
import { getPrivacyRequest } from '@/lib/accounts/staff-privacy';
import { requireStaff } from '@/lib/staff/current';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Privacy request' };

/** Admins: one privacy request and the consent ledger of its phone hash; the view is audited. */
export default async function PrivacyRequestPage({ params }: RecordPageProps) {
  const staff = await requireStaff('privacy');
  const request = await requireRecord('privacy', params, (db, id) =>
    getPrivacyRequest(db, staff, id),
  );
  return <PrivacyRequestDetail request={request} />;
}
