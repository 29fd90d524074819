import type { Metadata } from 'next';
import { LeadListPage, leadTitle } from '@/components/staff/lead-pages';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: leadTitle('callback') };

export default function Page({ searchParams }: ListPageProps) {
  return <LeadListPage kind="callback" searchParams={searchParams} />;
}
