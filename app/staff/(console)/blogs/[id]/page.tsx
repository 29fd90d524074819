import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { editBlogAction } from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getBlogForEdit } from '@/lib/blog/staff-blogs';
import { getDb } from '@/lib/db';
import { htmlToText } from '@/lib/sanitize';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Edit blog post' };

export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = parseId((await params).id);
  if (!id) notFound();
  const post = await getBlogForEdit(await getDb(), id);
  if (!post) notFound();
  return (
    <>
      <Link href="/staff/blogs" className={styles.back}>
        ← Blog posts
      </Link>
      <h1 className={styles.title}>Edit “{htmlToText(post.titleHtml)}”</h1>
      <p>
        Public page:{' '}
        <a href={`/blog/${post.slug}`} target="_blank" rel="noopener">
          /blog/{post.slug}
        </a>
        . Title and text are HTML: paragraphs, headings, lists, tables, links, bold and italics are
        kept; scripts, styles, forms and frames are removed when saved.
      </p>
      <section className={styles.panel} aria-label="Post">
        <StaffForm action={editBlogAction} submit="Save and publish">
          <input type="hidden" name="id" value={post.id} />
          <div className={styles.field}>
            <label htmlFor="blog-title">Title (HTML)</label>
            <input id="blog-title" name="title" maxLength={300} defaultValue={post.titleHtml} />
          </div>
          <div className={styles.field}>
            <label htmlFor="blog-body">Text (HTML)</label>
            <textarea id="blog-body" name="body" rows={18} defaultValue={post.descriptionHtml} />
          </div>
          <div className={styles.field}>
            <label htmlFor="blog-meta-name">Page title in search results</label>
            <input
              id="blog-meta-name"
              name="meta_name"
              maxLength={120}
              defaultValue={post.metaName}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="blog-meta-description">Description in search results</label>
            <textarea
              id="blog-meta-description"
              name="meta_description"
              rows={3}
              maxLength={300}
              defaultValue={post.metaDescription}
            />
          </div>
        </StaffForm>
      </section>
    </>
  );
}
