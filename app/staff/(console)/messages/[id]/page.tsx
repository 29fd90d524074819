import type { Metadata } from 'next';
import { LeadDetailPage, leadOneTitle } from '@/components/staff/lead-pages';

export const metadata: Metadata = { title: leadOneTitle('message') };

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <LeadDetailPage kind="message" params={params} />;
}
