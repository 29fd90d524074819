import type { Metadata } from 'next';
import { editBlogAction } from '@/app/staff/(console)/actions';
import { BLOG_HTML_NOTE, BLOG_TITLE_FIELD, SEARCH_FIELDS } from '@/components/staff/content-fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { ReplacePicture, TextField, TextFields } from '@/components/staff/fields';
import { PublishedEditPage } from '@/components/staff/record-page';
import { getBlogForEdit } from '@/lib/blog/staff-blogs';
import { htmlToText } from '@/lib/sanitize';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Edit blog post' };

export default async function EditBlogPage({ params }: RecordPageProps) {
  const post = await requireRecord('content', params, getBlogForEdit);
  const title = htmlToText(post.titleHtml);
  return (
    <PublishedEditPage
      record={post}
      back={{ href: '/staff/blogs', label: 'Blog posts' }}
      title={`Edit “${title}”`}
      publicPath={`/blog/${post.slug}`}
      note={<>. {BLOG_HTML_NOTE}</>}
      label="Post"
      action={editBlogAction}
    >
      <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} value={post.titleHtml} />
      <RichTextEditor id="blog-body" name="body" label="Text" initialHtml={post.descriptionHtml} />
      <TextFields
        idPrefix="blog"
        specs={SEARCH_FIELDS}
        values={{ meta_name: post.metaName, meta_description: post.metaDescription }}
      />
      <ReplacePicture id="post-image" src={post.image} name={title} />
    </PublishedEditPage>
  );
}
