import type { Metadata } from 'next';
import { createBlogAction } from '@/app/staff/(console)/actions';
import {
  BLOG_HTML_NOTE,
  BLOG_TITLE_FIELD,
  CHOICES,
  SEARCH_FIELDS,
} from '@/components/staff/content-fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import {
  ChoiceField,
  ImageField,
  PICTURE_LABEL,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { RecordFormPage } from '@/components/staff/record-page';
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
    <RecordFormPage
      back={{ href: '/staff/blogs', label: 'Blog posts' }}
      title="Write a post"
      intro={`The post's address is made from its title (/blog/title-in-lower-case). ${BLOG_HTML_NOTE}`}
      label="New post"
      action={createBlogAction}
      submit="Publish"
    >
      <div className={styles.row}>
        <ChoiceField id="blog-category" spec={CHOICES.blogCategory} choices={departments} />
        <ChoiceField id="blog-author" spec={CHOICES.blogAuthor} choices={authors} />
      </div>
      <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} />
      <RichTextEditor id="blog-body" name="body" label="Text" />
      <TextFields idPrefix="blog" specs={SEARCH_FIELDS} />
      <ImageField id="blog-image" label={PICTURE_LABEL} />
    </RecordFormPage>
  );
}
