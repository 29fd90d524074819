import type { Metadata } from 'next';
import { RecordList } from '@/components/staff/record-list';
import { listBlogsForStaff } from '@/lib/blog/staff-blogs';
import { getDb } from '@/lib/db';
import { htmlToText } from '@/lib/sanitize';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';

export const metadata: Metadata = { title: 'Blog posts' };

export default async function BlogsPage({ searchParams }: ListPageProps) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listBlogsForStaff(await getDb(), q);
  return (
    <RecordList
      title="Blog posts"
      path="/staff/blogs"
      addLabel="Write a post"
      search={{ label: 'Search titles', q }}
      empty={`No post matches “${q}”.`}
      label="Blog posts"
      rows={rows}
      columns={[
        { heading: 'Published', cell: (row) => formatIndiaDateTime(row.createdAt) },
        { heading: 'Title', link: (row) => htmlToText(row.titleHtml) },
        { heading: 'Category', cell: (row) => row.departmentName },
      ]}
    />
  );
}
