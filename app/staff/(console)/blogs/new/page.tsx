import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { createBlogAction } from '@/app/staff/(console)/actions';
import { BLOG_HTML_NOTE, BLOG_TITLE_FIELD, SEARCH_FIELDS } from '@/components/staff/content-fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { ChoiceField, ImageField, TextField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { listBlogAuthors } from '@/lib/blog/staff-blogs';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Write a post' };

export default async function NewBlogPage() {
  await requireStaff('content');
  const db = await getDb();
  const [departments, authors] = await Promise.all([
    listDepartmentsForStaff(db),
    listBlogAuthors(db),
  ]);
  return (
    <>
      <Link href="/staff/blogs" className={styles.back}>
        ← Blog posts
      </Link>
      <h1 className={styles.title}>Write a post</h1>
      <p>
        The post&apos;s address is made from its title (/blog/title-in-lower-case). {BLOG_HTML_NOTE}
      </p>
      <section className={styles.panel} aria-label="New post">
        <StaffForm action={createBlogAction} submit="Publish">
          <div className={styles.row}>
            <ChoiceField
              id="blog-category"
              name="department_id"
              label="Category"
              prompt="Choose a category"
              options={departments.map((d) => ({ value: d.id, label: d.name }))}
            />
            <ChoiceField
              id="blog-author"
              name="author_id"
              label="Author"
              prompt="Choose an author"
              options={authors.map((a) => ({ value: a.id, label: a.name }))}
            />
          </div>
          <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} />
          <RichTextEditor id="blog-body" name="body" label="Text" />
          <TextFields idPrefix="blog" specs={SEARCH_FIELDS} />
          <ImageField id="blog-image" label="Picture (JPEG, PNG or WebP, at most 5 MB)" />
        </StaffForm>
      </section>
    </>
  );
}
