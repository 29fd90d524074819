import type { Metadata } from 'next';
import { LeadListPage, leadTitle } from '@/components/staff/lead-pages';

export const metadata: Metadata = { title: leadTitle('message') };

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <LeadListPage kind="message" searchParams={searchParams} />;
}
