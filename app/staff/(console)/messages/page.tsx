import type { Metadata } from 'next';
import { LeadListPage, leadTitle } from '@/components/staff/lead-pages';
import type { ListPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: leadTitle('message') };

export default function Page({ searchParams }: ListPageProps) {
  return <LeadListPage kind="message" searchParams={searchParams} />;
}
