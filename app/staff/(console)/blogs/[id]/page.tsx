import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { editBlogAction } from '@/app/staff/(console)/actions';
import { BLOG_HTML_NOTE, BLOG_TITLE_FIELD, SEARCH_FIELDS } from '@/components/staff/content-fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { ImageField, TextField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getBlogForEdit } from '@/lib/blog/staff-blogs';
import { getDb } from '@/lib/db';
import { htmlToText } from '@/lib/sanitize';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';
import { recordVersion } from '@/lib/staff/record-version';

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
        . {BLOG_HTML_NOTE}
      </p>
      <section className={styles.panel} aria-label="Post">
        <StaffForm action={editBlogAction} submit="Save and publish">
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="seen" value={recordVersion(post)} />
          <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} value={post.titleHtml} />
          <RichTextEditor
            id="blog-body"
            name="body"
            label="Text"
            initialHtml={post.descriptionHtml}
          />
          <TextFields
            idPrefix="blog"
            specs={SEARCH_FIELDS}
            values={{ meta_name: post.metaName, meta_description: post.metaDescription }}
          />
          <ImageField
            id="post-image"
            label="New picture (optional; JPEG, PNG or WebP, at most 5 MB)"
            current={{ src: post.image, alt: `Current picture of ${htmlToText(post.titleHtml)}` }}
          />
        </StaffForm>
      </section>
    </>
  );
}
