import type { Metadata } from 'next';
import { LeadListPage, leadTitle } from '@/components/staff/lead-pages';

export const metadata: Metadata = { title: leadTitle('callback') };

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LeadListPage kind="callback" searchParams={searchParams} />;
}
