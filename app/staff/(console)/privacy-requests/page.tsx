import type { Metadata } from 'next';
import { PrivacyRequestList } from '@/components/staff/privacy-request-pages';
import { isRequestKind } from '@/lib/accounts/privacy-request-kinds';
import { listPrivacyRequests } from '@/lib/accounts/staff-privacy';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam, knownParam } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Privacy requests' };

/** Admins: every privacy request (issue 46), newest first; each view audited. */
export default async function PrivacyRequestsPage({ searchParams }: ListPageProps) {
  const staff = await requireStaff('privacy');
  const params = await searchParams;
  const kind = knownParam(params.kind, isRequestKind);
  const cursor = firstParam(params.cursor);
  const page = await listPrivacyRequests(await getDb(), staff, { kind, cursor });
  return <PrivacyRequestList rows={page.rows} kind={kind} next={page.next} isFirst={!cursor} />;
}
