import type { Metadata } from 'next';
import { RecordList } from '@/components/staff/record-list';
import { listBlogsForStaff } from '@/lib/blog/staff-blogs';
import { getDb } from '@/lib/db';
import { htmlToText } from '@/lib/sanitize';
import { requireSearch, type ListPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';

export const metadata: Metadata = { title: 'Blog posts' };

export default async function BlogsPage({ searchParams }: ListPageProps) {
  const q = await requireSearch('content', searchParams);
  const rows = await listBlogsForStaff(await getDb(), q);
  return (
    <RecordList
      title="Blog posts"
      path="/staff/blogs"
      addLabel="Write a post"
      search={{ label: 'Search titles', q, noun: 'post' }}
      rows={rows}
      columns={[
        { heading: 'Published', cell: (row) => formatIndiaDateTime(row.createdAt) },
        { heading: 'Title', link: (row) => htmlToText(row.titleHtml) },
        { heading: 'Category', cell: (row) => row.departmentName },
      ]}
    />
  );
}
