import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { listBlogsForStaff } from '@/lib/blog/staff-blogs';
import { getDb } from '@/lib/db';
import { htmlToText } from '@/lib/sanitize';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { AddLink, ListTable, SearchForm } from '@/components/staff/list-parts';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Blog posts' };

export default async function BlogsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listBlogsForStaff(await getDb(), q);
  return (
    <>
      <h1 className={styles.title}>Blog posts</h1>
      <AddLink href="/staff/blogs/new" label="Write a post" />
      <SearchForm action="/staff/blogs" label="Search titles" q={q} />
      {rows.length === 0 ? (
        <p className={styles.empty}>No post matches “{q}”.</p>
      ) : (
        <ListTable
          label="Blog posts"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { heading: 'Published', cell: (row) => formatIndiaDateTime(row.createdAt) },
            {
              heading: 'Title',
              cell: (row) => (
                <Link href={`/staff/blogs/${row.id}`}>{htmlToText(row.titleHtml)}</Link>
              ),
            },
            { heading: 'Category', cell: (row) => row.departmentName },
          ]}
        />
      )}
    </>
  );
}
